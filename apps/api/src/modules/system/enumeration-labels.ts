import type { EnumerationLocale } from '@paygrid/contracts';
import type {
  Continent,
  CurrencyType,
  MemberRole,
  RegionTag,
  WebhookDeliveryEventType,
  WebhookDeliveryStatus,
} from '@paygrid/domain';

type Labels<Value extends string> = Record<EnumerationLocale, Record<Value, string>>;

export const CONTINENT_LABELS: Labels<Continent> = {
  en: {
    AF: 'Africa',
    AN: 'Antarctica',
    AS: 'Asia',
    EU: 'Europe',
    NA: 'North America',
    OC: 'Oceania',
    SA: 'South America',
  },
  uk: {
    AF: 'Африка',
    AN: 'Антарктида',
    AS: 'Азія',
    EU: 'Європа',
    NA: 'Північна Америка',
    OC: 'Океанія',
    SA: 'Південна Америка',
  },
};

export const CURRENCY_TYPE_LABELS: Labels<CurrencyType> = {
  en: { national: 'National', digital: 'Digital', crypto: 'Crypto', metal: 'Metal', technical: 'Technical' },
  uk: {
    national: 'Національна',
    digital: 'Цифрова',
    crypto: 'Крипто',
    metal: 'Метал',
    technical: 'Технічна',
  },
};

export const ROLE_LABELS: Labels<MemberRole> = {
  en: { owner: 'Owner', admin: 'Admin', member: 'Member', viewer: 'Viewer' },
  uk: { owner: 'Власник', admin: 'Адміністратор', member: 'Учасник', viewer: 'Спостерігач' },
};

export const REGION_TAG_LABELS: Labels<RegionTag> = {
  en: {
    MENA: 'MENA: Middle East and North Africa',
    CIS: 'CIS: Commonwealth of Independent States',
    FATF: 'FATF: black and grey lists',
    OFAC: 'OFAC: comprehensive US sanctions',
  },
  uk: {
    MENA: 'MENA: Близький Схід і Північна Африка',
    CIS: 'СНД: Співдружність Незалежних Держав',
    FATF: 'FATF: чорний і сірий списки',
    OFAC: 'OFAC: всеосяжні санкції США',
  },
};

export const WEBHOOK_EVENT_TYPE_LABELS: Labels<WebhookDeliveryEventType> = {
  en: {
    'payment.created': 'Payment created',
    'payment.status_changed': 'Payment status changed',
    'refund.created': 'Refund requested',
    'refund.succeeded': 'Refund succeeded',
    'refund.failed': 'Refund failed',
    'refund.withdrawn': 'Refund request withdrawn',
    'capture.created': 'Capture requested',
    'capture.succeeded': 'Capture succeeded',
    'capture.failed': 'Capture failed',
    'capture.withdrawn': 'Capture request withdrawn',
    'cancellation.created': 'Cancellation requested',
    'cancellation.succeeded': 'Cancellation succeeded',
    'cancellation.failed': 'Cancellation failed',
    'cancellation.withdrawn': 'Cancellation request withdrawn',
    'webhook.test': 'Test event',
  },
  uk: {
    'payment.created': 'Платіж створено',
    'payment.status_changed': 'Статус платежу змінено',
    'refund.created': 'Запит на повернення',
    'refund.succeeded': 'Повернення виконано',
    'refund.failed': 'Повернення не вдалося',
    'refund.withdrawn': 'Запит на повернення відкликано',
    'capture.created': 'Запит на списання',
    'capture.succeeded': 'Списання виконано',
    'capture.failed': 'Списання не вдалося',
    'capture.withdrawn': 'Запит на списання відкликано',
    'cancellation.created': 'Запит на скасування',
    'cancellation.succeeded': 'Скасування виконано',
    'cancellation.failed': 'Скасування не вдалося',
    'cancellation.withdrawn': 'Запит на скасування відкликано',
    'webhook.test': 'Тестова подія',
  },
};

export const WEBHOOK_DELIVERY_STATUS_LABELS: Labels<WebhookDeliveryStatus> = {
  en: { pending: 'Pending', succeeded: 'Succeeded', failed: 'Failed' },
  uk: { pending: 'Очікує', succeeded: 'Доставлено', failed: 'Не доставлено' },
};
