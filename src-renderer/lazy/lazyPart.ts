import { defineAsyncComponent, defineComponent, h, type Component } from 'vue';
import PartFailed from './PartFailed.vue';
import PartLoading from './PartLoading.vue';

/**
 * A part of the app loaded when first shown (App.vue: the rules, the
 * history). While it takes longer than 200 ms a "Loading…" shows; when its
 * files do not arrive (Wi-Fi gone, or the app was updated and the old file
 * names are gone) a message offers a reload, and `close` puts the screen
 * back as it was (without `close`, as for a game's table, only the reload is
 * offered). One quiet retry first, for a dropped request.
 */
export function lazyPart(loader: () => Promise<Component | { default: Component }>, close?: () => void): Component {
  return defineAsyncComponent({
    loader,
    delay: 200,
    timeout: 30_000,
    loadingComponent: PartLoading,
    errorComponent: defineComponent({
      props: { error: { type: null, default: null } },
      setup: (props) => () => h(PartFailed, { error: props.error, closable: close !== undefined, onClose: close ?? (() => {}) }),
    }),
    onError(_error, retry, fail, attempts) {
      if (attempts <= 1) setTimeout(retry, 500);
      else fail();
    },
  });
}
