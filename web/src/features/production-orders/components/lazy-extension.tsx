import { createElement, lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Loadable<P> = { load: () => Promise<ComponentType<P>> };

const loads = new WeakMap<object, Promise<ComponentType<never>>>();
const components = new WeakMap<object, unknown>();

/** Fetches an extension's code once per definition: the preload and the lazy component share it. */
function loadOnce<P>(definition: Loadable<P>): Promise<ComponentType<P>> {
  let loading = loads.get(definition) as Promise<ComponentType<P>> | undefined;
  if (!loading) {
    loading = definition.load();
    loads.set(definition, loading as Promise<ComponentType<never>>);
  }
  return loading;
}

/** Downloads an extension's code ahead of its first showing, without rendering it. */
export function preloadExtension<P>(definition: Loadable<P>): void {
  // A failed download shows (and is retried) when the content is actually rendered.
  loadOnce(definition).catch(() => loads.delete(definition));
}

/**
 * One lazy component per extension definition (tab, section), made once and reused, so switching
 * tabs or re-rendering never fetches or remounts the content again.
 */
export function lazyExtension<P extends object>(definition: Loadable<P>): LazyExoticComponent<ComponentType<P>> {
  let component = components.get(definition) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(() => loadOnce(definition).then((Component) => ({ default: Component })));
    components.set(definition, component);
  }
  return component;
}

/** Calls `onShown` once the siblings of its Suspense boundary, which commit together, are drawn. */
function ShownSignal({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * Renders an extension's content, with a spinner while its code downloads. `reserve` keeps that
 * much height while loading; `onShown` says when the content has been drawn.
 */
export function ExtensionContent<P extends object>({
  definition,
  props,
  reserve,
  onShown,
}: {
  definition: Loadable<P>;
  props: P;
  reserve?: string;
  onShown?: () => void;
}) {
  return (
    <Suspense fallback={<ExtensionLoading reserve={reserve} />}>
      {createElement(lazyExtension(definition), props)}
      {onShown ? <ShownSignal onShown={onShown} /> : null}
    </Suspense>
  );
}

/** The spinner standing for content still loading, in `reserve` height when given. */
export function ExtensionLoading({ reserve }: { reserve?: string }) {
  const { t } = useTranslation();
  return (
    <Box mih={reserve}>
      <Center py="lg" role="status" aria-label={t('common.messages.loading')}>
        <Loader />
      </Center>
    </Box>
  );
}
