import { type MailLocale, type RenderedMail, renderLayout } from './layout';

export type PasskeyChangedParams = {
  firstName: string;
  change: 'added' | 'removed';
  name: string;
  securityUrl: string;
};

/** Issue 39: a passkey was added to or removed from the account, so its owner hears of it wherever they are. */
export function passkeyChangedMail(locale: MailLocale, params: PasskeyChangedParams): RenderedMail {
  const added = params.change === 'added';
  if (locale === 'uk') {
    return renderLayout({
      subject: added
        ? 'До вашого облікового запису Paygrid додано ключ доступу'
        : 'Ключ доступу Paygrid видалено',
      greeting: `Вітаємо, ${params.firstName}!`,
      paragraphs: [
        added
          ? `До вашого облікового запису додано ключ доступу «${params.name}». Ним можна входити без пароля; інші ваші сеанси завершено.`
          : `Ключ доступу «${params.name}» видалено з вашого облікового запису: ним більше не можна ввійти.`,
      ],
      action: { label: 'Переглянути безпеку облікового запису', url: params.securityUrl },
      footer:
        'Якщо це були не ви, одразу змініть пароль і перегляньте ключі доступу та сеанси в налаштуваннях безпеки.',
    });
  }
  return renderLayout({
    subject: added
      ? 'A passkey was added to your Paygrid account'
      : 'A passkey was removed from your Paygrid account',
    greeting: `Hello ${params.firstName},`,
    paragraphs: [
      added
        ? `The passkey “${params.name}” was added to your account. It signs you in without a password; your other sessions were ended.`
        : `The passkey “${params.name}” was removed from your account: it can no longer sign you in.`,
    ],
    action: { label: 'Review your account’s security', url: params.securityUrl },
    footer:
      'If this was not you, change your password at once and review your passkeys and sessions in Security settings.',
  });
}
