import { createElement, lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Loadable<P> = { load: () => Promise<ComponentType<P>> };

const cache = new WeakMap<object, unknown>();

/**
 * One lazy component per extension definition (tab, section), made once and reused, so switching
 * tabs or re-rendering never fetches or remounts the content again.
 */
export function lazyExtension<P extends object>(definition: Loadable<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(definition) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(() => definition.load().then((Component) => ({ default: Component })));
    cache.set(definition, component);
  }
  return component;
}

/** Renders an extension's content, with a spinner while its code downloads. */
export function ExtensionContent<P extends object>({ definition, props }: { definition: Loadable<P>; props: P }) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center py="lg" role="status" aria-label={t('common.messages.loading')}>
          <Loader />
        </Center>
      }
    >
      {/* The lazy component is made once per definition (cached above), not on each render. */}
      {createElement(lazyExtension(definition), props)}
    </Suspense>
  );
}
