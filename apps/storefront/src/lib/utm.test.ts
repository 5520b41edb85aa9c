import { type MarketingLead } from '@horeca/core/forms';
import { createMemoryStorage } from '@horeca/core/storage';
import { captureUtm } from './utm';

describe('captureUtm (docs/behaviour.md §4, start-up)', () => {
  it('without utm_source touches nothing and sends nothing', async () => {
    const storage = createMemoryStorage();
    storage.setItem('session_id', 'old');
    const send = vi.fn();
    expect(await captureUtm('?utm_medium=cpc&gclid=1', storage, send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
    expect(storage.getItem('session_id')).toBe('old');
  });

  it('clears the old session, stores the values, drops stale ones and keeps lead.id as session_id', async () => {
    const storage = createMemoryStorage();
    storage.setItem('session_id', 'old');
    storage.setItem('utm_term', 'stale');
    const sent: MarketingLead[] = [];
    const id = await captureUtm('?utm_source=google&utm_medium=cpc&gclid=G1', storage, async (lead) => {
      sent.push(lead);
      expect(storage.getItem('session_id')).toBeNull();
      return { lead: { id: 42 } };
    });
    expect(id).toBe('42');
    expect(sent).toEqual([{ utm_source: 'google', utm_medium: 'cpc', gclid: 'G1' }]);
    expect(storage.getItem('session_id')).toBe('42');
    expect(storage.getItem('utm_term')).toBeNull();
    expect(storage.getItem('gclid')).toBe('G1');
  });

  it('a failed lead call is logged, not thrown, and leaves no session_id', async () => {
    const storage = createMemoryStorage();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await captureUtm('?utm_source=fb', storage, () => Promise.reject(new Error('offline')))).toBeNull();
    expect(storage.getItem('session_id')).toBeNull();
    expect(storage.getItem('utm_source')).toBe('fb');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
