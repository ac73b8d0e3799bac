/** The FAQ section's id: the footer's Help center link points here (`/#faq`). */
export const faqSectionId = 'faq';
