// What other features may use of contacts: finding one, filing a portal's enquiry, its notes.
export { findContact, CONTACT_NOT_FOUND } from './queries';
export { contactDto } from './dto';
export { fileEnquiry, type Enquiry } from './file-enquiry';
export { contactNotesOf } from './contact-notes';
