import type { ResetMessages } from './reset.es';

export const resetCa: ResetMessages = {
  'reset.requestTitle': 'Restableix la contrasenya',
  'reset.requestSubtitle':
    'Introdueix el correu electrònic del teu compte i t’enviarem un enllaç per crear una contrasenya nova.',
  'reset.newTitle': 'Contrasenya nova',
  'reset.newSubtitle': 'Tria una contrasenya nova per al teu compte.',
  'reset.linkRules': 'Els enllaços de restabliment caduquen en 1 hora i només es poden fer servir una vegada.',
  'reset.confirmation':
    'Si el correu electrònic correspon a un compte, d’aquí a uns minuts rebràs un enllaç per restablir la contrasenya.',
  'reset.requestError': 'No s’ha pogut sol·licitar el restabliment',
  'reset.email': 'Correu electrònic',
  'reset.sending': 'Enviant...',
  'reset.send': 'Envia l’enllaç',
  'reset.backToLogin': 'Torna a l’inici de sessió',
  'reset.done': 'S’ha restablert la contrasenya correctament.',
  'reset.redirecting': 'Et portem a la pàgina d’inici de sessió en 3 segons...',
  'reset.resetError': 'No s’ha pogut restablir la contrasenya',
  'reset.newPassword': 'Contrasenya nova',
  'reset.minimum': 'Mínim {min} caràcters.',
  'reset.confirmPassword': 'Confirma la contrasenya',
  'reset.saving': 'Desant...',
  'reset.submit': 'Restableix la contrasenya',
  'reset.mismatch': 'Les contrasenyes no coincideixen',
  'reset.tooShort': 'La contrasenya ha de tenir almenys {min} caràcters',
};
