import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';

/** Opens the sign-in dialog on its Sign In or Sign Up tab. */
export type OpenSignIn = (mode: 'login' | 'signup') => void;

/** The visitor landing page (document 2, section 2); the sign-in dialog is composed by the route. */
export function LandingPage({ onOpenSignIn }: { onOpenSignIn: OpenSignIn }) {
  return (
    <>
      <LandingHeader onOpenSignIn={onOpenSignIn} />
      <main>
        <HeroSection />
        <FeaturesSection />
        <PricingSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </>
  );
}
