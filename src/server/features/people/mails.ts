import { renderMail } from '#server/lib/mail/layout.ts';

export function invitationMail(input: {
  fullName: string;
  inviter: string;
  companyName: string;
  username: string;
  link: string;
}) {
  return {
    subject: `Invitación a la administración de ${input.companyName}`,
    ...renderMail({
      title: 'Tu cuenta de administración',
      paragraphs: [
        `Hola ${input.fullName},`,
        `${input.inviter} te ha dado acceso a la administración de ${input.companyName}. Tu usuario es ${input.username}.`,
        'Abre el enlace para elegir tu propia contraseña. Caduca en 7 días y solo puede usarse una vez.',
      ],
      action: { label: 'Elegir mi contraseña', url: input.link },
    }),
  };
}
