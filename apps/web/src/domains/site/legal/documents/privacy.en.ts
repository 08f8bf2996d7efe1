import { PRODUCT_NAME } from '@sanctions/contracts';
import type { LegalDocument } from '../lib/legal-document';

export const privacyEn: LegalDocument = {
  version: '1.0',
  effectiveDate: '2025-07-18',
  intro: `This policy explains what personal information ${PRODUCT_NAME} handles, why, for how long, and the rights you have over it. It covers our website, the screening service and our support.`,
  summary: [
    {
      title: 'We never sell data',
      text: 'Personal information is used only to run, secure and support the service, and is never sold.',
    },
    {
      title: 'Clear retention periods',
      text: 'Screening and transaction records for 7 years, account data for the service plus 7 years, performance data for 90 days.',
    },
    {
      title: 'Your rights',
      text: 'Access, correction, deletion and portability under the GDPR and CCPA, answered within 30 days (45 days under the CCPA).',
    },
    {
      title: 'Breach notice within 72 hours',
      text: 'If a breach affects your personal information, we notify you and the competent authority within 72 hours.',
    },
  ],
  sections: [
    {
      id: 'commitment',
      title: 'Our Commitment',
      paragraphs: [
        'A screening service handles sensitive information: the details of the people and companies our customers check, and the accounts of the compliance professionals who check them. We collect only what the service needs, use it only for the purposes in this policy, and never sell it.',
        'For the information a customer enters to screen people, the customer organization decides why and how it is processed, and we process it on its instructions. For account, billing and website information, we decide how it is used and are responsible for it under this policy.',
      ],
    },
    {
      id: 'information-collected',
      title: 'Information We Collect',
      paragraphs: ['We collect the following categories of information:'],
      list: [
        'Account information: name, work e-mail address, organization, role, language and display preferences, and a hashed password (we never store passwords in readable form).',
        'Organization and billing information: organization name and details, contact e-mail and telephone number, website, chosen plan, invoices, and records of cash payments and their receipts.',
        'Screening information: the names and optional details (such as date of birth or nationality) that users enter, the results returned, and the decisions and notes users record.',
        'Security and usage information: sign-in times, IP addresses, device and browser details, sessions, trusted devices, two-factor settings, and the audit trail of actions taken in the account.',
        'Support and contact information: the messages you send us through the contact form, by e-mail or in person.',
      ],
    },
    {
      id: 'use',
      title: 'How We Use Information',
      paragraphs: [
        'We use information to run screenings and to show, store and export their results and evidence; to create and manage accounts, review organization applications and apply plan limits; to record payments, issue invoices and receipts, and send service e-mails such as approval, verification and password-reset messages; to keep the audit trails that let customers show regulators what was screened, when and against which lists; to protect accounts and the service, detect misuse and investigate incidents; and to answer support requests.',
        'We improve the accuracy and performance of matching using aggregated or de-identified information wherever possible. We do not use screening information for advertising or profiling, and we send product news only to users who have chosen to receive it.',
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing and Disclosure',
      paragraphs: [
        'We do not sell personal information, and we do not share it for advertising. We share it only:',
      ],
      list: [
        "within the customer organization, with the users and administrators that the organization's roles allow;",
        'with service providers that host, back up or deliver e-mail for the service, under written contracts that limit them to our instructions and require them to protect it;',
        'with authorities or courts where the law requires it, after reviewing each request and disclosing only what is required;',
        'with a successor if our business is reorganized or sold, who must continue to honor this policy.',
      ],
    },
    {
      id: 'security',
      title: 'How We Protect Information',
      paragraphs: [
        'Information is encrypted in transit and stored on encrypted storage. Access within our team follows the principle of least privilege, passwords are hashed with a memory-hard algorithm, sign-in can be protected with two-factor authentication, and screened names, passwords and tokens are kept out of application logs.',
        'Our Security Policy describes these measures, our incident response and our business continuity arrangements in more detail.',
      ],
    },
    {
      id: 'legal-basis',
      title: 'Legal Basis for Processing',
      paragraphs: [
        'Where the EU or UK General Data Protection Regulation (GDPR) applies, we rely on these legal bases:',
      ],
      list: [
        'performance of our contract with the customer, to provide the service and manage accounts;',
        'compliance with legal obligations, such as keeping accounting records and answering lawful requests;',
        'legitimate interests, to secure the service, prevent fraud and misuse and improve matching, weighed against your rights;',
        'consent, for optional communications such as product news, which you can withdraw at any time in your preferences.',
      ],
    },
    {
      id: 'rights',
      title: 'Your Privacy Rights (GDPR and CCPA)',
      paragraphs: [
        'Depending on where you live, you may have the right to access the personal information we hold about you and receive it in a portable format (users can download their own data from their profile); to correct it; to have it deleted, except records we must keep by law; to restrict or object to processing based on legitimate interests; to withdraw consent at any time; and to complain to a data protection supervisory authority.',
        'California residents have the rights given by the California Consumer Privacy Act (CCPA): to know what personal information we collect, use and disclose; to delete and correct it; to opt out of its sale or sharing (we do neither); to limit the use of sensitive personal information; and not to be treated differently for exercising these rights. An authorized agent may make a request on your behalf.',
        'If one of our customers screened you, please send your request to that organization, which decides on it; we will help it respond.',
      ],
    },
    {
      id: 'retention',
      title: 'Data Retention',
      paragraphs: [
        'We keep personal information only as long as the purposes above and the legal obligations of our customers and ourselves require:',
      ],
      list: [
        'Account information: for as long as the service is provided, plus 7 years.',
        'Screening and transaction records, including audit trails, invoices and payments: 7 years.',
        'Support tickets: 3 years after the ticket is resolved.',
        'Security logs: 3 years.',
        'Performance data: 90 days.',
        'Backups: information is removed from backups within 30 days after a deletion request, as they rotate.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Transfers',
      paragraphs: [
        "We operate from the United Arab Emirates and the United Kingdom, and our service providers may process information in other countries. When information protected by the laws of the European Economic Area, the United Kingdom or another country with transfer rules goes to a country without an adequacy decision, we use recognized safeguards, such as the European Commission's standard contractual clauses or the UK International Data Transfer Agreement, and assess the risks of each transfer.",
        'You can ask us for a copy of the safeguards that apply to your information.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Local Storage',
      paragraphs: [
        "The service stores only what it needs to work. Your browser's local storage keeps your sign-in tokens, your interface language and, if you choose to trust a device, a marker that lets you skip the two-factor step on it.",
        'We do not use advertising or cross-site tracking cookies, and we do not let third parties place them through the service. Clearing your browser storage signs you out and resets your language choice.',
      ],
    },
    {
      id: 'children',
      title: "Children's Privacy",
      paragraphs: [
        'The service is for professional use by adults. Users must be at least 18 years old, and we do not knowingly collect information from children through our website or accounts. If you believe a child has given us information, contact us and we will delete it.',
        "A customer may need to screen a minor, for example as the beneficial owner of a company. Such information is processed on the customer's instructions, with the same protection as any other screening.",
      ],
    },
    {
      id: 'breach-notification',
      title: 'Data Breach Notification',
      paragraphs: [
        'If a security breach leads to the accidental or unlawful loss, alteration or disclosure of, or access to, personal information, we contain it, investigate it and record it.',
        'We notify affected customers and, where required, the competent supervisory authority within 72 hours of becoming aware of the breach. Where a breach is likely to put people at high risk, we help customers inform them, or inform them directly for information we are responsible for. Our notice explains what happened, the information concerned, the likely consequences and the steps taken.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      paragraphs: [
        'Send privacy questions and requests through the contact form on our website, from your account, or in writing to our offices in Dubai or London for the attention of the privacy team. We may ask you to confirm your identity before acting on a request. We respond within these times:',
      ],
      list: [
        'General privacy questions: within 30 days.',
        'Requests under the GDPR: within 30 days, extended only where the law allows and with our reasons.',
        'Requests under the CCPA: within 45 days.',
        'Urgent matters, such as a suspected breach or misuse of an account: within 72 hours.',
      ],
    },
    {
      id: 'updates',
      title: 'Updates to This Policy',
      paragraphs: [
        "We review this policy at least once a year. We give 30 days' notice of material changes, by e-mail to account owners and in the service, before they take effect.",
        'The version number and effective date at the top of this page show which version applies; earlier versions are available on request.',
      ],
    },
  ],
};
