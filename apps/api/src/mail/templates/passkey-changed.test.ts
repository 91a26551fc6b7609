import { describe, expect, it } from 'vitest';
import { passkeyChangedMail } from './passkey-changed';

const base = {
  firstName: 'Olena',
  name: 'Work laptop',
  securityUrl: 'https://app.example.com/settings/security',
};

describe('the mail to a person whose passkeys changed (issue 39)', () => {
  it('names the passkey and what happened, and links the security settings, in en and uk', () => {
    const added = passkeyChangedMail('en', { ...base, change: 'added' });
    expect(added.subject).toBe('A passkey was added to your Paygrid account');
    expect(added.text).toContain('“Work laptop” was added');
    expect(added.text).toContain('other sessions were ended');
    expect(added.links).toEqual([base.securityUrl]);
    const renamed = passkeyChangedMail('uk', { ...base, change: 'renamed', previousName: 'Laptop' });
    expect(renamed.subject).toBe('Ключ доступу Paygrid перейменовано');
    expect(renamed.text).toContain('«Laptop» тепер називається «Work laptop»');
    const removed = passkeyChangedMail('uk', { ...base, change: 'removed' });
    expect(removed.text).toContain('«Work laptop» видалено');
    expect(removed.html).toContain('Переглянути безпеку облікового запису');
  });
});
