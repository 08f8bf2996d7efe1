import type { BulkField } from '@sanctions/contracts';
import type { BulkFileLocale } from './bulk-file-texts';

/** Two rows showing the accepted shapes: an individual with every field, a company with a name only. */
export const TEMPLATE_EXAMPLES: Record<BulkFileLocale, Record<BulkField, string>[]> = {
  en: [
    {
      reference: 'CUST-0001',
      firstName: 'John',
      lastName: 'Smith',
      arabicName: '',
      dateOfBirth: '1970-01-31',
      nationality: 'GB',
      entityType: 'individual',
    },
    {
      reference: 'CUST-0002',
      firstName: '',
      lastName: 'Example Trading LLC',
      arabicName: '',
      dateOfBirth: '',
      nationality: 'AE',
      entityType: 'entity',
    },
  ],
  ar: [
    {
      reference: 'CUST-0001',
      firstName: 'Ahmed',
      lastName: 'Hassan',
      arabicName: 'أحمد حسن',
      dateOfBirth: '1975-05-12',
      nationality: 'EG',
      entityType: 'فرد',
    },
    {
      reference: 'CUST-0002',
      firstName: '',
      lastName: 'Example Trading LLC',
      arabicName: 'شركة المثال للتجارة',
      dateOfBirth: '',
      nationality: 'AE',
      entityType: 'كيان',
    },
  ],
};

export const INSTRUCTIONS_SHEET: Record<BulkFileLocale, string> = {
  en: 'Instructions',
  ar: 'التعليمات',
};

export const DATA_SHEET: Record<BulkFileLocale, string> = {
  en: 'Customers',
  ar: 'العملاء',
};

/** One line per column, then the general rules; shown on the template's second sheet. */
export const INSTRUCTIONS: Record<BulkFileLocale, string[]> = {
  en: [
    'Reference: your own identifier for the row (optional, up to 200 characters); it is repeated in the results.',
    'First name, Last name: the name in Latin letters. A whole name in Last name alone is screened the same.',
    'Arabic name: the name in Arabic script (optional).',
    'Date of birth: YYYY, YYYY-MM or YYYY-MM-DD (DD/MM/YYYY and Excel dates are accepted too).',
    'Nationality: a country name or its two-letter ISO code (optional).',
    'Type: individual or entity; leave it blank to screen against both.',
    'At least one name is needed per row. Rows that fail are listed with their line and reason and skipped.',
    'Up to 100,000 rows and 20 MB per file. Keep the header row; columns may be in any order.',
  ],
  ar: [
    'المرجع: معرّفكم الخاص للصف (اختياري، حتى 200 حرف)؛ يتكرر في النتائج.',
    'الاسم الأول، اسم العائلة: الاسم بالحروف اللاتينية. الاسم الكامل في خانة اسم العائلة وحدها يُفحص بالطريقة نفسها.',
    'الاسم بالعربية: الاسم بالحروف العربية (اختياري).',
    'تاريخ الميلاد: YYYY أو YYYY-MM أو YYYY-MM-DD (وتُقبل أيضاً الصيغة DD/MM/YYYY وتواريخ Excel).',
    'الجنسية: اسم الدولة أو رمزها ISO المكوّن من حرفين (اختياري).',
    'النوع: فرد أو كيان؛ اتركه فارغاً للفحص مقابل الاثنين.',
    'يلزم اسم واحد على الأقل في كل صف. الصفوف غير الصالحة تُدرج مع رقم السطر والسبب وتُتخطى.',
    'حتى 100,000 صف و20 ميغابايت لكل ملف. أبقوا صف العناوين؛ يمكن ترتيب الأعمدة بأي ترتيب.',
  ],
};
