import { type MailLocale, type RenderedMail, renderLayout } from './layout';

export type PasskeyChangedParams = {
  firstName: string;
  change: 'added' | 'renamed' | 'removed';
  /** The passkey's name now (for a rename, the new one). */
  name: string;
  /** A renamed passkey's name before. */
  previousName?: string | undefined;
  securityUrl: string;
};

const SUBJECTS = {
  en: {
    added: 'A passkey was added to your Paygrid account',
    renamed: 'A passkey of your Paygrid account was renamed',
    removed: 'A passkey was removed from your Paygrid account',
  },
  uk: {
    added: 'До вашого облікового запису Paygrid додано ключ доступу',
    renamed: 'Ключ доступу Paygrid перейменовано',
    removed: 'Ключ доступу Paygrid видалено',
  },
} as const;

/** Issue 39: a passkey of the account was added, renamed or removed, so its owner hears of it wherever they are. */
export function passkeyChangedMail(locale: MailLocale, params: PasskeyChangedParams): RenderedMail {
  const { change, name, previousName = '' } = params;
  if (locale === 'uk') {
    const what = {
      added: `До вашого облікового запису додано ключ доступу «${name}». Ним можна входити без пароля; інші ваші сеанси завершено.`,
      renamed: `Ключ доступу «${previousName}» тепер називається «${name}».`,
      removed: `Ключ доступу «${name}» видалено з вашого облікового запису: ним більше не можна ввійти.`,
    }[change];
    return renderLayout({
      subject: SUBJECTS.uk[change],
      greeting: `Вітаємо, ${params.firstName}!`,
      paragraphs: [what],
      action: { label: 'Переглянути безпеку облікового запису', url: params.securityUrl },
      footer:
        'Якщо це були не ви, одразу змініть пароль і перегляньте ключі доступу та сеанси в налаштуваннях безпеки.',
    });
  }
  const what = {
    added: `The passkey “${name}” was added to your account. It signs you in without a password; your other sessions were ended.`,
    renamed: `The passkey “${previousName}” is now called “${name}”.`,
    removed: `The passkey “${name}” was removed from your account: it can no longer sign you in.`,
  }[change];
  return renderLayout({
    subject: SUBJECTS.en[change],
    greeting: `Hello ${params.firstName},`,
    paragraphs: [what],
    action: { label: 'Review your account’s security', url: params.securityUrl },
    footer:
      'If this was not you, change your password at once and review your passkeys and sessions in Security settings.',
  });
}
