/**
 * Every activity type, one line each. Adding a type means writing its definition file and adding
 * its line here; `order` inside the definition places it on the screens.
 */
export { prePress } from './pre-press';
export { preCut } from './pre-cut';
export { impression } from './impression';
export { plasticized } from './plasticized';
export { uvShine } from './uv-shine';
export { burned } from './burned';
export { varnish } from './varnish';
export { heatStamped } from './heat-stamped';
export { perforation } from './perforation';
export { colaminado } from './colaminado';
export { emboss } from './emboss';
export { sealed } from './sealed';
export { dieCut } from './die-cut';
export { ojalete } from './ojalete';
export { tapePosture } from './tape-posture';
export { revisionAndPackaging } from './revision-and-packaging';
export { variousActivity } from './various-activity';
