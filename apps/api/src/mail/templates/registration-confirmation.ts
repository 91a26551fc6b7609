import { type MailLocale, type RenderedMail, renderLayout } from './layout';

export type RegistrationConfirmationParams = { firstName: string; confirmationUrl: string };

export function registrationConfirmationMail(
  locale: MailLocale,
  params: RegistrationConfirmationParams,
): RenderedMail {
  if (locale === 'uk') {
    return renderLayout({
      subject: 'Підтвердіть реєстрацію в Paygrid',
      greeting: `Вітаємо, ${params.firstName}!`,
      paragraphs: [
        'Щоб завершити реєстрацію, підтвердіть свою адресу електронної пошти.',
        'Посилання дійсне 24 години і спрацює лише один раз.',
      ],
      action: { label: 'Підтвердити реєстрацію', url: params.confirmationUrl },
      footer: 'Якщо ви не реєструвалися в Paygrid, просто проігноруйте цей лист.',
    });
  }
  return renderLayout({
    subject: 'Confirm your Paygrid registration',
    greeting: `Hello ${params.firstName},`,
    paragraphs: [
      'To finish your registration, confirm your e-mail address.',
      'The link is valid for 24 hours and works once.',
    ],
    action: { label: 'Confirm registration', url: params.confirmationUrl },
    footer: 'If you did not register with Paygrid, you can ignore this message.',
  });
}
