import { type MailLocale, type RenderedMail, renderLayout } from './layout';

export type WebhookEndpointDisabledParams = {
  organizationName: string;
  url: string;
  mode: 'live' | 'test';
  failingSince: string;
  lastError: string;
  deliveryLogUrl: string;
};

/** To an organisation's owners and admins when Paygrid turns off an endpoint that failed for three days. */
export function webhookEndpointDisabledMail(
  locale: MailLocale,
  params: WebhookEndpointDisabledParams,
): RenderedMail {
  if (locale === 'uk') {
    const mode = params.mode === 'live' ? 'робочого' : 'тестового';
    return renderLayout({
      subject: `Вебхуки ${params.organizationName} вимкнено для ${params.url}`,
      greeting: 'Вітаємо!',
      paragraphs: [
        `Кінцева точка вебхуків ${mode} режиму ${params.url} організації «${params.organizationName}» не приймає повідомлень з ${params.failingSince} (UTC), тож Paygrid її вимкнув. Останній збій: ${params.lastError}.`,
        'Поки точку вимкнено, нові події до неї не надсилаються; їх можна прочитати через GET /events. Коли сервер знову прийматиме повідомлення, увімкніть точку на сторінці «Розробникам» і повторіть невдалі доставки.',
      ],
      action: { label: 'Відкрити журнал доставок', url: params.deliveryLogUrl },
      footer: 'Цей лист отримують власники та адміністратори організації.',
    });
  }
  return renderLayout({
    subject: `Webhooks of ${params.organizationName} disabled for ${params.url}`,
    greeting: 'Hello,',
    paragraphs: [
      `The ${params.mode} webhook endpoint ${params.url} of ${params.organizationName} has not accepted a message since ${params.failingSince} (UTC), so Paygrid has disabled it. The last failure: ${params.lastError}.`,
      'While it is disabled no new event is sent to it; GET /events still has them. Once the server accepts messages again, enable the endpoint on the Developers page and resend the failed deliveries.',
    ],
    action: { label: 'Open the delivery log', url: params.deliveryLogUrl },
    footer: 'Owners and admins of the organisation receive this message.',
  });
}
