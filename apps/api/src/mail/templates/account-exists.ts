import { type MailLocale, type RenderedMail, renderLayout } from './layout';

export type AccountExistsParams = { firstName: string; loginUrl: string; resetUrl: string };

/** Sent instead of a confirmation when someone registers an e-mail that already has an account: no enumeration. */
export function accountExistsMail(locale: MailLocale, params: AccountExistsParams): RenderedMail {
  if (locale === 'uk') {
    return renderLayout({
      subject: 'Хтось намагався зареєструватися з вашою адресою в Paygrid',
      greeting: `Вітаємо, ${params.firstName}!`,
      paragraphs: [
        'Щойно хтось спробував створити обліковий запис Paygrid з цією адресою, але у вас він уже є.',
        `Якщо це були ви, просто увійдіть. Забули пароль? Відновіть його: ${params.resetUrl}`,
      ],
      action: { label: 'Увійти', url: params.loginUrl },
      footer: 'Якщо це були не ви, нічого робити не потрібно: ваш обліковий запис не змінено.',
    });
  }
  return renderLayout({
    subject: 'Someone tried to register your e-mail with Paygrid',
    greeting: `Hello ${params.firstName},`,
    paragraphs: [
      'Someone just tried to create a Paygrid account with this address, but you already have one.',
      `If it was you, just log in. Forgot your password? Reset it: ${params.resetUrl}`,
    ],
    action: { label: 'Log in', url: params.loginUrl },
    footer: 'If it was not you, there is nothing to do: your account has not changed.',
  });
}
