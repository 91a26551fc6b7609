export type MailLocale = 'en' | 'uk';

export type RenderedMail = { subject: string; text: string; html: string; links: string[] };

export type MailContent = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
};

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One calm layout for every mail: plain text first, HTML that reads the same without images or CSS. */
export function renderLayout(content: MailContent): RenderedMail {
  const textParts = [content.greeting, ...content.paragraphs];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`);
  textParts.push('--', content.footer);
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1c5fb8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html><body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1a1b1e;background:#f5f6f8;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e3e5e8;border-radius:8px;padding:24px">
<p style="font-weight:600;letter-spacing:.02em;color:#1c5fb8;margin:0 0 16px">Paygrid</p>
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p style="font-size:12px;color:#555;margin-top:24px">${escapeHtml(content.footer)}</p>
</div></body></html>`;
  return {
    subject: content.subject,
    text: `${textParts.join('\n\n')}\n`,
    html,
    links: content.action ? [content.action.url] : [],
  };
}
