import type { ReportLabels } from '../lib/report-table';

/** The English labels of the spec (section 9), as the export hook builds them from translations. */
export const ENGLISH_REPORT_LABELS: ReportLabels = {
  columns: {
    matchNumber: 'Match #',
    fullName: 'Full Name',
    arabicName: 'Arabic Name',
    nationality: 'Nationality',
    dateOfBirth: 'Date of Birth',
    sanctionList: 'Sanction List',
    confidence: 'Match Confidence',
    riskLevel: 'Risk Level',
    additionalInfo: 'Additional Info',
    aiAnalysis: 'AI Analysis',
  },
  riskLevels: { high: 'High', medium: 'Medium', low: 'Low' },
  lists: { ofac: 'OFAC', un: 'UN', eu: 'EU', uk: 'UK' },
};
