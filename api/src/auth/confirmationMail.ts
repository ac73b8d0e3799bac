import type { Language } from '@btb/shared-contract';

export interface ConfirmationMailInput {
  username: string;
  token: string;
  hours: number;
}

/** The e-mail that confirms a new account, in the language the learner registered in. */
export const confirmationMail: Record<
  Language,
  (input: ConfirmationMailInput) => { subject: string; body: string }
> = {
  en: ({ username, token, hours }) => ({
    subject: 'Confirm your Beat to Breakthrough account',
    body: `Hello ${username},\n\nplease confirm your e-mail address by opening this link:\n/confirm-email?token=${token}\n\nThe link is valid for ${hours} hours.`,
  }),
  de: ({ username, token, hours }) => ({
    subject: 'Bestätige dein Konto bei Beat to Breakthrough',
    body: `Hallo ${username},\n\nbitte bestätige deine E-Mail-Adresse über diesen Link:\n/confirm-email?token=${token}\n\nDer Link ist ${hours} Stunden gültig.`,
  }),
  es: ({ username, token, hours }) => ({
    subject: 'Confirma tu cuenta de Beat to Breakthrough',
    body: `Hola, ${username}:\n\nconfirma tu dirección de correo electrónico abriendo este enlace:\n/confirm-email?token=${token}\n\nEl enlace es válido durante ${hours} horas.`,
  }),
};
