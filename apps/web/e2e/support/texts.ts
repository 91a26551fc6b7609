import { readFileSync } from 'node:fs';

/** What a person reads on the entrance pages, per interface language. */
export const texts = {
  en: {
    browserLocale: 'en-US',
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    loginHeading: 'Log in to Paygrid',
    forgotPassword: 'Forgot password?',
    createAccount: 'Create an account',
    firstName: 'First name',
    lastName: 'Last name',
    createAccountButton: 'Create account',
    checkMail: 'Check your mail',
    confirmed: 'Your e-mail address is confirmed',
    confirmRegistration: 'Confirm registration',
    notThisRegistrationsPassword: 'This is not the password this registration was made with',
    setOwnPassword: 'Set your own password instead',
    prepareHeading: 'Set up your first organisation',
    createOrganization: 'Create organisation',
    accountMenu: /Account menu of/,
    setupTwoFactor: 'Set up two-factor authentication',
    logOut: 'Log out',
    setupKey: 'Setup key',
    codeFromApp: 'Code from the app',
    yourPassword: 'Your password',
    copyKey: 'Copy the key',
    firstDigit: 'Digit 1 of 6',
    lastDigit: 'Digit 6 of 6',
    turnOn: 'Turn on two-factor authentication',
    recoveryCodes: 'Recovery codes',
    savedThem: 'I have saved these codes somewhere safe',
    done: 'Done',
    authCode: 'Authentication code',
    verify: 'Verify and log in',
    useRecovery: 'Can’t use the app? Use a recovery code',
    recoveryCode: 'Recovery code',
    codeRefused: 'Could not verify the code',
    sendResetLink: 'Send the reset link',
    newPassword: 'New password',
    repeatPassword: 'Repeat the new password',
    saveNewPassword: 'Save the new password',
    passwordChanged: 'Your password has been changed',
    sessionExpired: 'Your session has expired. Please log in again.',
    dismiss: 'Dismiss',
    strength: 'Password strength',
    veryWeak: 'Very weak',
    heavilyUsedPassword: 'This is a heavily used password.',
    addLessCommonWords: 'Add more words that are less common.',
  },
  uk: {
    browserLocale: 'uk-UA',
    email: 'Електронна пошта',
    password: 'Пароль',
    logIn: 'Увійти',
    loginHeading: 'Вхід до Paygrid',
    forgotPassword: 'Забули пароль?',
    createAccount: 'Створити обліковий запис',
    firstName: 'Ім’я',
    lastName: 'Прізвище',
    createAccountButton: 'Створити обліковий запис',
    checkMail: 'Перевірте пошту',
    confirmed: 'Адресу електронної пошти підтверджено',
    confirmRegistration: 'Підтвердити реєстрацію',
    notThisRegistrationsPassword: 'Це не той пароль, з яким зроблено цю реєстрацію',
    setOwnPassword: 'Встановити власний пароль',
    prepareHeading: 'Створіть свою першу організацію',
    createOrganization: 'Створити організацію',
    accountMenu: /Меню облікового запису/,
    setupTwoFactor: 'Налаштувати двофакторну автентифікацію',
    logOut: 'Вийти',
    setupKey: 'Ключ налаштування',
    codeFromApp: 'Код із застосунку',
    yourPassword: 'Ваш пароль',
    copyKey: 'Скопіювати ключ',
    firstDigit: 'Цифра 1 з 6',
    lastDigit: 'Цифра 6 з 6',
    turnOn: 'Увімкнути двофакторну автентифікацію',
    recoveryCodes: 'Коди відновлення',
    savedThem: 'Я зберіг ці коди в надійному місці',
    done: 'Готово',
    authCode: 'Код автентифікації',
    verify: 'Підтвердити й увійти',
    useRecovery: 'Немає доступу до застосунку? Скористайтеся кодом відновлення',
    recoveryCode: 'Код відновлення',
    codeRefused: 'Не вдалося перевірити код',
    sendResetLink: 'Надіслати посилання',
    newPassword: 'Новий пароль',
    repeatPassword: 'Повторіть новий пароль',
    saveNewPassword: 'Зберегти новий пароль',
    passwordChanged: 'Пароль змінено',
    sessionExpired: 'Ваш сеанс завершився. Увійдіть знову.',
    dismiss: 'Закрити',
    strength: 'Надійність пароля',
    veryWeak: 'Дуже слабкий',
    heavilyUsedPassword: 'Це один із найуживаніших паролів.',
    addLessCommonWords: 'Додайте ще кілька менш поширених слів.',
  },
} as const;

export type Language = keyof typeof texts;
export type Texts = (typeof texts)[Language];

/** The console's own wording of an i18n key (`members.invite`), read from its catalogue in a language. */
export function catalogueText(
  language: 'en' | 'uk',
): (key: string, values?: Record<string, string>) => string {
  const catalogue = JSON.parse(
    readFileSync(new URL(`../../src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  return (key, values = {}) => {
    const found = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    if (typeof found !== 'string') throw new Error(`no ${language} text for ${key}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
  };
}
