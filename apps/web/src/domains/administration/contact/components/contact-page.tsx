import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';
import type { ContactTopic } from '../lib/contact-search';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactSent } from './contact-sent';

/** The public contact page; `topic` comes from Book a Demo or the Enterprise plan's Contact Sales. */
export function ContactPage({ topic }: { topic?: ContactTopic }) {
  const { t } = useTranslation('contact');
  const { user } = useAuth();
  // A new key gives "send another" an empty form instead of the message just sent.
  const [formKey, setFormKey] = useState(0);
  const [isSent, setIsSent] = useState(false);
  const heading = topic ?? 'general';

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-12">
      <div className="grid max-w-2xl gap-2">
        <h1 className="text-3xl font-bold">{t(`heading.${heading}.title`)}</h1>
        <p className="text-muted-foreground">{t(`heading.${heading}.description`)}</p>
      </div>
      <div className="grid items-start gap-8 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent className="pt-6">
            {isSent ? (
              <ContactSent
                onSendAnother={() => {
                  setFormKey((key) => key + 1);
                  setIsSent(false);
                }}
              />
            ) : (
              <ContactForm
                key={formKey}
                defaultValues={{
                  name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
                  email: user?.email ?? '',
                  organization: '',
                  message: topic === undefined || formKey > 0 ? '' : t(`preset.${topic}`),
                }}
                onSent={() => setIsSent(true)}
              />
            )}
          </CardContent>
        </Card>
        <ContactDetails />
      </div>
    </div>
  );
}
