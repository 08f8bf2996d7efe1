import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useLegalDocument } from '../hooks/use-legal-document';
import { LEGAL_DOCUMENT_PATHS } from '../legal-documents';
import type { LegalDocumentId } from '../legal-documents';
import { LegalDocumentMeta } from './legal-document-meta';

interface PolicyDialogProps {
  document: LegalDocumentId;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Summary cards of one policy with a "View Full Document" button to its page (spec: policy dialogs). */
export function PolicyDialog({ document: documentId, open, onOpenChange }: PolicyDialogProps) {
  const { t } = useTranslation('legal');
  const { document, language } = useLegalDocument(documentId);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t(`${documentId}.title`)}</DialogTitle>
          <DialogDescription>{t('dialogDescription')}</DialogDescription>
          <LegalDocumentMeta document={document} language={language} />
        </DialogHeader>
        <ul className="grid gap-3 sm:grid-cols-2">
          {document.summary.map((point) => (
            <li key={point.title}>
              <Card className="h-full">
                <CardHeader className="p-4 pb-2">
                  <CardTitle className="flex items-center gap-2 text-base">
                    <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-primary" />
                    {point.title}
                  </CardTitle>
                </CardHeader>
                <CardContent className="p-4 pt-0 text-sm text-muted-foreground">
                  {point.text}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <Button asChild>
            <Link to={LEGAL_DOCUMENT_PATHS[documentId]} onClick={() => onOpenChange(false)}>
              {t('viewFullDocument')}
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
