import { type MailLocale, type RenderedMail, renderLayout } from './layout';

export type InvitationParams = {
  inviterName: string;
  organizationName: string;
  role: string;
  joinUrl: string;
};

const ROLE_NAMES: Record<MailLocale, Record<string, string>> = {
  en: { admin: 'an administrator', member: 'a member', viewer: 'a viewer', owner: 'the owner' },
  uk: { admin: 'адміністратор', member: 'учасник', viewer: 'спостерігач', owner: 'власник' },
};

export function invitationMail(locale: MailLocale, params: InvitationParams): RenderedMail {
  if (locale === 'uk') {
    return renderLayout({
      subject: `${params.inviterName} запрошує вас до ${params.organizationName} у Paygrid`,
      greeting: 'Вітаємо!',
      paragraphs: [
        `${params.inviterName} запрошує вас приєднатися до організації «${params.organizationName}» у Paygrid. Ваша роль: ${ROLE_NAMES.uk[params.role] ?? params.role}.`,
        'Запрошення дійсне 7 днів. Увійдіть або створіть обліковий запис для цієї адреси, щоб прийняти його.',
      ],
      action: { label: 'Переглянути запрошення', url: params.joinUrl },
      footer: 'Якщо ви не чекали на це запрошення, просто проігноруйте цей лист.',
    });
  }
  return renderLayout({
    subject: `${params.inviterName} invited you to ${params.organizationName} on Paygrid`,
    greeting: 'Hello,',
    paragraphs: [
      `${params.inviterName} invited you to join ${params.organizationName} on Paygrid as ${ROLE_NAMES.en[params.role] ?? params.role}.`,
      'The invitation is open for 7 days. Log in, or create an account for this address, to accept it.',
    ],
    action: { label: 'View the invitation', url: params.joinUrl },
    footer: 'If you did not expect this invitation, you can ignore this message.',
  });
}
