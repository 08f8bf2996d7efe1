import { PRODUCT_NAME } from '@sanctions/contracts';
import type { LegalDocument } from '../lib/legal-document';

export const securityEn: LegalDocument = {
  version: '1.0',
  effectiveDate: '2025-07-18',
  intro: `This policy describes how ${PRODUCT_NAME} protects the service and the information customers entrust to it, and how to reach us about a security concern.`,
  summary: [
    {
      title: 'Role-based access',
      text: "Least privilege for every role. Two-factor sign-in is available to every account; an organization's owners can require it of all their members, and we can require it of our staff.",
    },
    {
      title: 'Incident response',
      text: 'Critical incidents are handled immediately; others within 1, 4 or 24 hours according to severity.',
    },
    {
      title: 'Business continuity',
      text: 'A 99.9% uptime target, a recovery time objective of 4 hours and a recovery point objective of 1 hour.',
    },
    {
      title: '24/7 monitoring',
      text: 'Availability, errors and signs of attack are watched around the clock, with alerts to an on-call engineer.',
    },
  ],
  sections: [
    {
      id: 'commitment',
      title: 'Our Security Commitment',
      paragraphs: [
        `Customers rely on ${PRODUCT_NAME} to meet regulatory obligations, so the integrity of screening evidence and the confidentiality of the people screened matter as much as availability. Security is part of how we design, build and run the service, not a separate step.`,
        'This policy sets out the measures we apply. We review it at least once a year and after any significant incident or change to the service.',
      ],
    },
    {
      id: 'framework',
      title: 'Security Framework',
      paragraphs: [
        'Our security program rests on documented policies, a register of risks reviewed at least every quarter, and a named owner for each control. It covers:',
      ],
      list: [
        'access control based on roles, granted on the principle of least privilege and reviewed regularly;',
        'secure development: peer review of every change, automated tests, prompt dependency updates, and no customer data in test environments;',
        'change management, so that every production change is traceable and can be reversed;',
        'supplier, asset and incident management, with a record of each decision.',
      ],
    },
    {
      id: 'technical-measures',
      title: 'Technical Measures',
      paragraphs: ['Measures built into the service include:'],
      list: [
        'encryption in transit with TLS on every connection, and HTTP Strict Transport Security on our public address;',
        'production databases and backups kept on encrypted storage;',
        'passwords hashed with Argon2, a memory-hard algorithm, a strong-password rule, and throttling of repeated sign-in attempts;',
        'two-factor sign-in with authenticator-app codes and single-use backup codes, available to every account and required where the customer organization or we as the provider require it (an account under such a requirement must set it up before it can do anything else), short-lived access tokens, and sessions that users can review and revoke;',
        "role-based access control in the application: every request is authorized on the server against the user's role and organization;",
        'rate limits and usage limits on the API, and security headers on every response;',
        'application logs that leave out screened names, dates of birth, passwords and tokens.',
      ],
    },
    {
      id: 'certifications',
      title: 'Certifications and Compliance',
      paragraphs: [
        `We prefer to be precise about where we stand. ${PRODUCT_NAME} does not yet hold an ISO/IEC 27001 certificate or a SOC 2 report. Our controls are designed and documented in line with ISO/IEC 27001 and the SOC 2 Trust Services Criteria, and an independent audit against them is planned; we will publish its outcome on this page, and customers may ask about its progress at any time.`,
        "The service is built to support our customers' obligations under data protection law (the EU and UK GDPR and the CCPA) and under anti-money-laundering and counter-terrorist-financing rules, in particular by keeping reproducible screening evidence and complete audit trails. We answer reasonable security questionnaires from customers.",
      ],
    },
    {
      id: 'incident-response',
      title: 'Incident Response',
      paragraphs: [
        'We keep an incident response plan with defined roles and rehearse it at least once a year. Every suspected incident is logged, classified by severity and taken up within these times of detection:',
      ],
      list: [
        'Critical (service unavailable, or customer data exposed or at risk): immediately, at any hour.',
        'High (a security control has failed, or a major feature is unavailable): within 1 hour.',
        'Medium (limited impact, with a workaround available): within 4 hours.',
        'Low (no immediate impact): within 24 hours.',
      ],
    },
    {
      id: 'data-protection',
      title: 'Data Protection',
      paragraphs: [
        "Each customer's data is separated logically by organization, and every query for customer data is limited to the organization of the user who asks. Screening records are stored with the list and algorithm versions they used, and audit trails record who did what and when.",
        'Within our team, access to customer data is given only to staff who need it for a specific task, on the principle of least privilege, and every such access is logged. Our administrators can require two-factor sign-in of every staff account in the application; while they do, a staff account without it can do nothing until it is set up.',
        'Customers affected by a personal data breach are notified within 72 hours, and data is deleted at the end of the retention periods set out in our Privacy Policy.',
      ],
    },
    {
      id: 'business-continuity',
      title: 'Business Continuity',
      paragraphs: [
        'The service is designed for an availability target of 99.9%. Our continuity plan sets a recovery time objective (RTO) of 4 hours, the longest time to restore the service after a major failure, and a recovery point objective (RPO) of 1 hour, the most recent period of data that could be lost.',
        'To meet these objectives the database is backed up at least every hour, with copies kept in a separate location; restores are tested at least every quarter and the whole plan is exercised once a year. Sanctions lists can always be imported again from their official publishers, and each screening keeps the list versions it used.',
      ],
    },
    {
      id: 'monitoring',
      title: 'Monitoring',
      paragraphs: [
        'Our systems are monitored 24/7 for availability, performance, errors and signs of attack, and alerts reach an on-call engineer at any hour.',
        'We watch failed and unusual sign-ins, repeated attempts that trigger throttling, changes to roles and security settings, and the freshness of the sanctions lists. Security logs are kept for 3 years and protected against alteration. Each user can also see their own security events and active sessions in the service.',
      ],
    },
    {
      id: 'third-parties',
      title: 'Third-Party Security',
      paragraphs: [
        'We use a small number of suppliers, for example for hosting, backups and e-mail delivery. Before a supplier may process customer data, we assess its security and data protection practices and bind it by written contract to confidentiality, security measures, breach notification and deletion of the data when the service ends.',
        'We review these suppliers at least once a year and keep a list of those that process personal data, which customers can request. Open-source components are tracked and updated when security fixes are released.',
      ],
    },
    {
      id: 'training',
      title: 'Staff Training and Awareness',
      paragraphs: [
        'Everyone who joins our team receives security and privacy training before being given access to systems or customer data, and refresher training every year. It covers recognizing phishing and social engineering, handling screening data, reporting incidents and, for engineers, secure development.',
        'Staff sign confidentiality undertakings, and their access is removed promptly when they change role or leave.',
      ],
    },
    {
      id: 'contacts',
      title: 'Security Contacts',
      paragraphs: [
        "To report a vulnerability, a suspected incident or the misuse of an account, contact our security team through the contact form on our website or from your account, and mark the message as a security report. Describe what you found and how to reproduce it, without accessing other people's data or disrupting the service.",
        'We acknowledge reports within 24 hours and keep you informed of their progress. We will not take action against anyone who reports a vulnerability in good faith under these rules.',
        'For an urgent incident affecting your organization, your administrator can reach our support team, which handles critical issues at any time.',
      ],
    },
  ],
};
