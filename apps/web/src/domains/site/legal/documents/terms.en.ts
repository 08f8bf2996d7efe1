import { PRODUCT_NAME } from '@sanctions/contracts';
import type { LegalDocument } from '../lib/legal-document';

export const termsEn: LegalDocument = {
  version: '2.0',
  effectiveDate: '2025-07-20',
  intro: `These Terms of Service govern the use of ${PRODUCT_NAME}, a sanctions-screening service for compliance teams, by the organizations that subscribe to it and by the people who use it on their behalf. Please read them together with our Privacy Policy and Security Policy.`,
  summary: [
    {
      title: 'Decision support',
      text: 'Screening results help your team decide; the compliance decisions and their consequences remain yours.',
    },
    {
      title: 'Free trial and cash payments',
      text: 'A 14-day free trial with no card after approval; fees are paid in cash at our office and verified by our team.',
    },
    {
      title: 'Availability and support',
      text: 'A 99.9% uptime target, maintenance on Sundays 2-4 AM UTC, and answers within 24 hours (4 hours for critical issues).',
    },
    {
      title: 'Fair notice',
      text: "30 days' notice of termination and of changes to prices or terms; liability capped at 12 months of fees.",
    },
  ],
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of These Terms',
      paragraphs: [
        `These Terms are an agreement between ${PRODUCT_NAME} ("we", "us" or "our") and the organization that applies for an account ("the Customer"). They apply from the moment the Customer's application is submitted and for as long as the Customer or any of its users has access to the service.`,
        "The person who submits the application accepts these Terms on the Customer's behalf. Every user added to the Customer's account must follow them, and the Customer is responsible for making its users aware of them. If you do not accept these Terms, do not apply for an account or use the service.",
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility and Authority',
      paragraphs: [
        'The service is offered to businesses and public bodies for professional use only; it is not offered to consumers.',
        'Every user must be at least 18 years old. The person who applies on behalf of an organization must be authorized to bind it to these Terms, and the details given in the application (organization name, contact details, industry and website) must be accurate and kept up to date.',
        'Our team reviews each application, usually within 1-2 business days. We may ask for further information and may decline an application, for example when we cannot verify the organization or when serving it would breach sanctions or export-control law. An account can be used only after it has been approved.',
      ],
    },
    {
      id: 'service',
      title: 'The Service',
      paragraphs: [
        `${PRODUCT_NAME} lets authorized users screen the names of individuals, companies, vessels and other entities against official sanctions publications, including those of the United Nations Security Council, the US Office of Foreign Assets Control (OFAC), the European Union and the United Kingdom. Names are compared exactly, approximately (fuzzy), phonetically and across Arabic and Latin scripts.`,
        'Each potential match is shown with a confidence score, a risk level and an explanation of how the names compare. Every screening is recorded with the versions of the lists and of the matching algorithm it used, so that it can be reproduced and exported as evidence in CSV, Excel or PDF form.',
        'We import new list publications as they are released and may improve, change or retire features over time. We will not remove a core feature from a paid plan during a period already paid for without offering a reasonable alternative or a pro-rata credit.',
      ],
    },
    {
      id: 'accounts',
      title: 'Accounts and Security',
      paragraphs: [
        "The Customer's owner account manages the organization's users, roles and plan. The Customer decides who receives access and which role each user holds, and must remove access promptly when a person leaves or no longer needs it.",
        'Users must keep their credentials confidential, must not share accounts, and should enable two-factor sign-in; we may require it for administrator roles. We will never ask for a password or a two-factor code by e-mail or telephone.',
        "The Customer is responsible for the activity carried out under its users' accounts and must tell us without delay if it suspects that an account or credential has been compromised. Sign-ins, screenings and administrative actions are recorded in audit trails that the Customer's administrators can review.",
      ],
    },
    {
      id: 'plans',
      title: 'Plans and Free Trial',
      paragraphs: [
        'The service is offered in the plans shown on our website and in the sign-up form. Each plan sets limits such as the number of users, searches per month and API calls, and the price of additional checks beyond its allowance.',
        "Once an application is approved, the Customer receives a free trial of 14 days with the features of the chosen plan. No credit card or payment is needed to start the trial. When the trial ends, use of the service continues once the first payment has been recorded; until then we may limit the account's access.",
        'The plan can be changed by arrangement with our team. An upgrade takes effect once its fee is recorded; a downgrade takes effect at the start of the next billing period, and no data is deleted because of it.',
      ],
    },
    {
      id: 'billing',
      title: 'Fees, Invoices and Cash Payments',
      paragraphs: [
        'Fees are those of the plan the Customer chooses, billed monthly or yearly in US dollars; yearly billing is offered at a discount to the monthly price. Taxes that apply are shown separately on the invoice.',
        "We do not take card payments through the service. Fees are paid in cash at one of our offices. Our staff record each payment against the Customer's invoice and issue a receipt, and every recorded payment is verified by a senior member of our team before it is applied to the account. The Customer should keep its receipts.",
        'If an invoice remains unpaid after the due date stated on it, we may suspend access after giving notice, until the amount is paid. Fees already paid are not refundable unless these Terms or the law provide otherwise.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable Use',
      paragraphs: [
        'The Customer and its users may use the service only for lawful compliance, due-diligence, know-your-customer and risk-management purposes. In particular, they must not:',
      ],
      list: [
        'screen people without a lawful basis under the data protection law that applies to the Customer;',
        'use screening results to harass, discriminate against or publicly accuse any person;',
        'resell or sublicense the service or its results, or offer them to others as a service, unless we have agreed in writing;',
        'copy list data in bulk, scrape the service, or get around usage limits, rate limits or access controls;',
        'probe, scan or test the security of the service without our written permission, or upload malicious code;',
        'share an account or its credentials between people.',
      ],
    },
    {
      id: 'screening-results',
      title: 'Screening Results Are Decision Support',
      paragraphs: [
        "Screening results are information to support the Customer's own decisions. They are not legal advice, and they are not a determination that any person is or is not subject to sanctions.",
        'Matching depends on the quality of the details entered and on what the official lists contain at the time of the search. A potential match may concern a different person, and a sanctioned person may be published under a spelling that does not produce a match. Publishers update their lists at any time, and a new publication may take a short while to reach the service; the date of each list version is shown on screen.',
        'The Customer remains solely responsible for reviewing potential matches, for escalating and documenting its decisions, and for meeting the sanctions, anti-money-laundering and counter-terrorist-financing obligations that apply to it.',
      ],
    },
    {
      id: 'data',
      title: 'Your Data and Privacy',
      paragraphs: [
        'The Customer keeps all rights in the data it submits, including the names it screens and the decisions it records. We use this data only to provide, secure and support the service, as described in our Privacy Policy, and protect it as described in our Security Policy.',
        'Screening and transaction records and audit trails are kept for 7 years so that the Customer can show regulators what was checked, when and against which lists; every retention period is listed in the Privacy Policy. Users can export their data while the account is active.',
        "If a personal data breach affects the Customer's data, we notify the Customer without undue delay and in any case within 72 hours of becoming aware of it, with the information it needs to meet its own obligations.",
      ],
    },
    {
      id: 'availability',
      title: 'Availability and Support',
      paragraphs: [
        'We aim to keep the service available 99.9% of the time in each calendar month, excluding planned maintenance. Planned maintenance takes place on Sundays between 2 and 4 AM UTC, and we announce it in the service in advance when it is expected to interrupt access.',
        'Our support team answers requests within 24 hours. Critical issues, meaning that the service is unavailable or screening cannot be performed, are answered within 4 hours at any time.',
        'The availability target is an objective, not a guarantee. Enterprise customers may agree a service-level agreement with service credits in their order form.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      paragraphs: [
        "The service, its software, matching methods, interface, documentation and trademarks belong to us or our licensors. For the duration of the subscription we grant the Customer a non-exclusive, non-transferable right for its authorized users to use the service for the Customer's internal purposes under these Terms.",
        'Official sanctions lists are public-sector publications and remain subject to the conditions of their publishers. The Customer may keep the reports it generates and share them for its compliance purposes, including with its auditors and regulators.',
        'If the Customer sends us suggestions, we may use them to improve the service without any obligation to the Customer.',
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and Termination',
      paragraphs: [
        "Either party may end the subscription for any reason by giving the other 30 days' written notice. The Customer can give notice through its account or our contact form; the subscription ends when the notice period expires.",
        'We may suspend or end access immediately if the Customer seriously or repeatedly breaches these Terms, does not pay after notice, or if continuing the service would breach the law, including sanctions law.',
        "Access ends on termination. Thirty (30) days later we delete the Customer's account and the data held for it, except screening and transaction records and audit trails, which we keep for the periods set out in our Privacy Policy to meet record-keeping obligations and then delete. Users can export their data before the account closes.",
      ],
    },
    {
      id: 'changes',
      title: 'Changes to Prices and Terms',
      paragraphs: [
        "We may change our prices or these Terms. We give at least 30 days' notice of a price change or a material change to these Terms, by e-mail to the account owner and in the service. A new price applies from the first billing period that starts after the notice period.",
        'If the Customer does not agree with a change, it may end the subscription before the change takes effect. Continuing to use the service after that date means the change is accepted. The version number and effective date at the top of these Terms show which version applies.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      paragraphs: [
        'Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud or for death or personal injury caused by negligence.',
        "Subject to that, each party's total liability arising out of or in connection with these Terms is limited to the fees paid and payable by the Customer for the service in the 12 months before the event giving rise to the claim.",
        'Neither party is liable for loss of profit, revenue, business or goodwill, or for indirect or consequential loss. We are not liable for decisions the Customer makes on the basis of screening results, for errors in the official lists themselves, or for delays in their publication.',
      ],
    },
    {
      id: 'law-contact',
      title: 'Governing Law and Contact',
      paragraphs: [
        "These Terms, and any dispute about them, are governed by the law named in the Customer's order form or, if none is named, by the law of the place of the office that administers the Customer's subscription, whose courts have jurisdiction. Before starting proceedings, the parties will try in good faith for 30 days to settle the dispute between their senior representatives.",
        "Questions, notices and requests about these Terms can be sent to us through the contact form on our website, from within the account, or in person at our offices in Dubai and London. Our notices to the Customer are sent to the account owner's e-mail address.",
      ],
    },
  ],
};
