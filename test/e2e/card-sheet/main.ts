// A test page (built by test/e2e/decks.test.ts, never shipped): every card of every deck at a width from the URL.
import { createApp } from 'vue';
import { createAppI18n } from '../../../src-renderer/i18n';
import Sheet from './Sheet.vue';
import '../../../src-renderer/styles/base.css';

createApp(Sheet).use(createAppI18n()).mount('#app');
