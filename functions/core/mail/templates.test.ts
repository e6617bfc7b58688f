import { describe, expect, it } from 'vitest';
import { escapeHtml, renderContent, renderMail } from './templates';

describe('mail templates', () => {
  it('render a password reset mail with a subject, a text body and an HTML body that carry the link', () => {
    const url = 'https://mirrorwell.app/reset-password?token=abc_DEF-123';
    const mail = renderMail('passwordReset', { firstName: 'Ann', resetUrl: url });
    expect(mail.subject).toBe('Reset your Mirrorwell password');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.text).toContain(
      'If you did not ask for this, you can ignore this mail: your password stays the same.',
    );
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('Choose a new password');
    expect(mail.html).toContain('<title>Reset your Mirrorwell password</title>');
    // The footer says why the person got it.
    expect(mail.text).toMatch(/You received this mail because a password reset was asked/);
    expect(mail.html).toMatch(/You received this mail because a password reset was asked/);
  });

  it('escape every value that goes into the HTML', () => {
    const mail = renderMail('passwordReset', {
      firstName: '<img src=x onerror=alert(1)>"\'&',
      resetUrl: 'https://mirrorwell.app/reset-password?token=a&next="><script>alert(1)</script>',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;,');
    expect(mail.html).toContain('token=a&amp;next=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('refuse a link that is not http(s) and keep a subject on one line', () => {
    const base = { subject: 'Hi', preview: 'p', greeting: 'Hello,', paragraphs: [], reason: 'r' };
    expect(() => renderContent({ ...base, action: { label: 'Go', url: 'javascript:alert(1)' } })).toThrow(
      'http(s)',
    );
    expect(renderContent({ ...base, subject: 'Hello\r\nBcc: someone@example.com' }).subject).toBe(
      'Hello Bcc: someone@example.com',
    );
  });
});
