import { type MailLocale, type RenderedMail, renderLayout } from './layout';

export type PasswordResetParams = { firstName: string; resetUrl: string };

export function passwordResetMail(locale: MailLocale, params: PasswordResetParams): RenderedMail {
  if (locale === 'uk') {
    return renderLayout({
      subject: 'Відновлення пароля Paygrid',
      greeting: `Вітаємо, ${params.firstName}!`,
      paragraphs: [
        'Ми отримали запит на зміну пароля до вашого облікового запису.',
        'Посилання дійсне 30 хвилин і спрацює лише один раз. Після зміни пароля всі ваші сеанси буде завершено.',
      ],
      action: { label: 'Задати новий пароль', url: params.resetUrl },
      footer: 'Якщо ви не просили змінити пароль, проігноруйте цей лист: пароль залишиться тим самим.',
    });
  }
  return renderLayout({
    subject: 'Reset your Paygrid password',
    greeting: `Hello ${params.firstName},`,
    paragraphs: [
      'We received a request to set a new password for your account.',
      'The link is valid for 30 minutes and works once. Setting a new password signs you out everywhere.',
    ],
    action: { label: 'Set a new password', url: params.resetUrl },
    footer: 'If you did not ask for this, ignore this message: your password stays the same.',
  });
}
