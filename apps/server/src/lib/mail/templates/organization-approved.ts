import type { BilingualTemplate } from './template-writer';
import { formatIsoDate, formatUsd, isolate, officeAddressRows } from './format';

export const organizationApproved: BilingualTemplate<'organization-approved'> = {
  en: (p) => {
    const amount = formatUsd(p.amountDueCents, 'en');
    const period = p.billingCycle === 'yearly' ? 'year' : 'month';
    return {
      subject: `${p.organizationName} is approved: your 14-day trial has started`,
      greeting: `Hello ${p.firstName},`,
      intro: [
        `Good news: your organization ${p.organizationName} has been approved, and its 14-day free trial of the ${p.planName} plan has started. You can sign in now.`,
      ],
      details: [
        { label: 'Plan', value: p.planName },
        { label: 'Billing cycle', value: p.billingCycle === 'yearly' ? 'Yearly' : 'Monthly' },
        { label: 'Trial ends', value: formatIsoDate(p.trialEndDate, 'en') },
        {
          label: 'Amount due',
          value: p.amountDueCents > 0 ? amount : 'To be agreed with our team',
        },
        ...officeAddressRows(p.officeAddress, 'en'),
      ],
      action: { label: 'Sign in', url: p.signInUrl },
      outro: [
        p.amountDueCents > 0
          ? `To keep using the service after the trial, please pay ${amount} for the first ${period} in cash at our office before the trial ends. Our staff will record your payment, and an invoice will follow.`
          : 'Your plan is priced individually: our team will contact you to agree the amount. Payment is made in cash at our office, and an invoice will follow.',
      ],
    };
  },
  ar: (p) => {
    const amount = formatUsd(p.amountDueCents, 'ar');
    const period = p.billingCycle === 'yearly' ? 'السنة الأولى' : 'الشهر الأول';
    return {
      subject: `تمت الموافقة على ${isolate(p.organizationName)}: بدأت الفترة التجريبية لمدة 14 يومًا`,
      greeting: `مرحبًا ${isolate(p.firstName)}،`,
      intro: [
        `يسعدنا إبلاغك بأنه تمت الموافقة على منظمتك ${isolate(p.organizationName)}، وبدأت فترتها التجريبية المجانية لمدة 14 يومًا على خطة ${isolate(p.planName)}. يمكنك تسجيل الدخول الآن.`,
      ],
      details: [
        { label: 'الخطة', value: p.planName },
        { label: 'دورة الفوترة', value: p.billingCycle === 'yearly' ? 'سنوية' : 'شهرية' },
        { label: 'تنتهي الفترة التجريبية في', value: formatIsoDate(p.trialEndDate, 'ar') },
        {
          label: 'المبلغ المستحق',
          value: p.amountDueCents > 0 ? amount : 'يُتفق عليه مع فريقنا',
        },
        ...officeAddressRows(p.officeAddress, 'ar'),
      ],
      action: { label: 'تسجيل الدخول', url: p.signInUrl },
      outro: [
        p.amountDueCents > 0
          ? `لمواصلة استخدام الخدمة بعد انتهاء الفترة التجريبية، يُرجى دفع ${amount} عن ${period} نقدًا في مكتبنا قبل انتهاء الفترة التجريبية. سيسجّل موظفونا دفعتك، وستصلك فاتورة بعد ذلك.`
          : 'تُسعَّر خطتك بشكل خاص، وسيتواصل معك فريقنا للاتفاق على المبلغ. يتم الدفع نقدًا في مكتبنا، وستصلك فاتورة بعد ذلك.',
      ],
    };
  },
};
