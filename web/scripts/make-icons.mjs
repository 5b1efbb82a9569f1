// Draws the installed app's icons (web/public/icons/*.png, named in the web manifest) from the ink
// drop of favicon.svg, in Debian's Chromium. Run again only when the drop changes:
//
//   node web/scripts/make-icons.mjs
//
// "any" icons are the drop on a transparent square; the maskable one puts it on white,
// inside the central 80 % a launcher may keep when it crops the icon to its own shape.
import { readFile, mkdir } from 'node:fs/promises';
import { chromium } from 'playwright';

const here = new URL('..', import.meta.url);
const drop = (await readFile(new URL('public/favicon.svg', here), 'utf8')).replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const icons = [
  { file: 'icon-192.png', size: 192, background: null, scale: 1 },
  { file: 'icon-512.png', size: 512, background: null, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, background: '#ffffff', scale: 0.6 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
await mkdir(new URL('public/icons/', here), { recursive: true });
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  const inset = (40 * (1 - icon.scale)) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${icon.size}" height="${icon.size}">
    ${icon.background ? `<rect width="40" height="40" fill="${icon.background}"/>` : ''}
    <g transform="translate(${inset} ${inset}) scale(${icon.scale})">${drop}</g></svg>`;
  await page.setContent(`<body style="margin:0;background:transparent">${svg}</body>`);
  await page.screenshot({ path: new URL(`public/icons/${icon.file}`, here).pathname, omitBackground: true });
  await page.close();
}
await browser.close();
