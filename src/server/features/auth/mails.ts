import { renderMail } from '#server/lib/mail/layout.ts';

export function passwordResetMail(username: string, link: string) {
  return {
    subject: 'Restablecer tu contraseña de Casa Nova',
    ...renderMail({
      title: 'Restablecer contraseña',
      paragraphs: [
        `Hola ${username},`,
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de administración.',
        'El enlace caduca en 1 hora y solo puede usarse una vez. Si no lo has solicitado tú, ignora este mensaje.',
      ],
      action: { label: 'Restablecer contraseña', url: link },
    }),
  };
}
