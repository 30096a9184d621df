import { describe, expect, it } from 'vitest';
import { nextTick, ref } from 'vue';
import { useSummaries } from '../../src-renderer/games/common/dealEnd';

/** The deal-end summaries' order (games/common/dealEnd.ts): one per finished deal, an open one stays on its deal. */
describe('useSummaries', () => {
  it('stays on the open deal while later deals end (also during their hold), then shows them in order', async () => {
    const count = ref(0);
    const ending = ref(false);
    const s = useSummaries(() => count.value, ending, 0);
    expect(s.index.value).toBeNull();
    // The update that ends a deal: its record first, then the hold (as the table's watchers set them).
    count.value = 1; ending.value = true;
    await nextTick();
    expect(s.index.value).toBeNull(); // the deal's last trick still lies there
    ending.value = false;
    await nextTick();
    expect(s.index.value).toBe(0);
    // The next deal (sat out) ends while the reader reads: its hold, its record; the summary stays on deal 0.
    count.value = 2; ending.value = true;
    await nextTick();
    expect(s.index.value).toBe(0);
    ending.value = false;
    await nextTick();
    expect(s.index.value).toBe(0);
    s.dismiss();
    expect(s.index.value).toBe(1);
    await nextTick();
    s.dismiss();
    expect(s.index.value).toBeNull();
  });
  it('several deals ended while one summary was open (played for me through the host, or sat out): the latest follows it, not each of them', async () => {
    const count = ref(1);
    const ending = ref(false);
    const s = useSummaries(() => count.value, ending, 0);
    await nextTick();
    expect(s.index.value).toBe(0);
    count.value = 9;
    await nextTick();
    expect(s.index.value).toBe(0);
    s.dismiss();
    expect(s.index.value).toBe(8);
    await nextTick();
    s.dismiss();
    expect(s.index.value).toBeNull();
  });
  it('a page opened on a finished session shows its last deal only; one opened mid-session none', () => {
    const over = useSummaries(() => 5, ref(false), 4);
    expect(over.index.value).toBe(4);
    over.dismiss();
    expect(over.index.value).toBeNull();
    expect(useSummaries(() => 5, ref(false), 5).index.value).toBeNull();
  });
});
