import { CtaSection } from './cta-section';
import { FeaturesSection } from './features-section';
import { HeroSection } from './hero-section';
import { LandingHeader } from './landing-header';
import { PricingSection } from './pricing-section';

/** Opens the sign-in dialog on its Sign In or Sign Up tab. */
export type OpenSignIn = (mode: 'login' | 'signup') => void;

/** The visitor landing page (document 2, section 2); the footer and dialog are composed by the route. */
export function LandingPage({ onOpenSignIn }: { onOpenSignIn: OpenSignIn }) {
  return (
    <>
      <LandingHeader onOpenSignIn={onOpenSignIn} />
      <main>
        <HeroSection onOpenSignIn={onOpenSignIn} />
        <FeaturesSection />
        <PricingSection onOpenSignIn={onOpenSignIn} />
        <CtaSection onOpenSignIn={onOpenSignIn} />
      </main>
    </>
  );
}
