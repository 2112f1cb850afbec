// The password-reset page (docs/product.md §4, §11), Spanish: the reference catalog of the `reset` namespace.
export const resetEs = {
  'reset.requestTitle': 'Restablecer contraseña',
  'reset.requestSubtitle': 'Introduce el email de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
  'reset.newTitle': 'Nueva contraseña',
  'reset.newSubtitle': 'Elige una contraseña nueva para tu cuenta.',
  'reset.linkRules': 'Los enlaces de restablecimiento caducan en 1 hora y solo pueden usarse una vez.',
  'reset.confirmation':
    'Si el email corresponde a una cuenta, recibirás en unos minutos un enlace para restablecer la contraseña.',
  'reset.requestError': 'Error al solicitar el restablecimiento',
  'reset.email': 'Email',
  'reset.sending': 'Enviando...',
  'reset.send': 'Enviar enlace',
  'reset.backToLogin': 'Volver a iniciar sesión',
  'reset.done': 'Contraseña restablecida correctamente.',
  'reset.redirecting': 'Te llevamos a la página de inicio de sesión en 3 segundos...',
  'reset.resetError': 'Error al restablecer la contraseña',
  'reset.newPassword': 'Nueva contraseña',
  'reset.minimum': 'Mínimo {min} caracteres.',
  'reset.confirmPassword': 'Confirmar contraseña',
  'reset.saving': 'Guardando...',
  'reset.submit': 'Restablecer contraseña',
  'reset.mismatch': 'Las contraseñas no coinciden',
  'reset.tooShort': 'La contraseña debe tener al menos {min} caracteres',
} as const;

export type ResetMessages = Record<keyof typeof resetEs, string>;
