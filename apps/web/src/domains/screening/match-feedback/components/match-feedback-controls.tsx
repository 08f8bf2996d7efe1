import { MATCH_FEEDBACK_COMMENT_MAX } from '@sanctions/contracts';
import type { MatchFeedback, MatchFeedbackRequest } from '@sanctions/contracts';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useApiErrorMessage } from '@/lib/api-error-message';
import { toast } from '@/lib/toast';
import { useMatchFeedback, useSendMatchFeedback } from '../api/match-feedback-api';

interface MatchFeedbackControlsProps {
  searchId: string;
  /** Position of the match in the stored result (0-based). */
  matchIndex: number;
  /** The matched name, for the buttons' accessible names. */
  name: string;
  /** With a rating and a comment (the detail dialog); otherwise thumbs only (a results row). */
  withDetails?: boolean;
}

/**
 * "Relevant" / "Not relevant" on one match, with an optional rating 1-5 and comment in the detail
 * dialog. One judgement per match: sending again replaces it (the thumbs keep the rating and comment).
 */
export function MatchFeedbackControls({
  searchId,
  matchIndex,
  name,
  withDetails = false,
}: MatchFeedbackControlsProps) {
  const { t } = useTranslation('match-feedback');
  const errorMessage = useApiErrorMessage();
  const feedback = useMatchFeedback(searchId);
  const send = useSendMatchFeedback(searchId);
  const current = feedback.data?.find((item) => item.matchIndex === matchIndex);

  const submit = (body: MatchFeedbackRequest) =>
    send.mutate(body, {
      onSuccess: () => toast({ title: t('saved'), variant: 'success' }),
      onError: (error) =>
        toast({
          title: t('failed'),
          description: errorMessage(error, t('unknownError')),
          variant: 'destructive',
        }),
    });

  const judge = (isRelevant: boolean) =>
    submit({
      matchIndex,
      isRelevant,
      rating: current?.rating ?? undefined,
      comment: current?.comment ?? undefined,
    });

  const thumbs = (
    <div className="flex gap-1" role="group" aria-label={t('groupLabel', { name })}>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        title={t('relevant')}
        aria-label={t('relevantOf', { name })}
        aria-pressed={current?.isRelevant === true}
        disabled={send.isPending}
        onClick={() => judge(true)}
      >
        <ThumbsUp
          aria-hidden="true"
          className={current?.isRelevant === true ? 'fill-emerald-500 text-emerald-600' : undefined}
        />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        title={t('notRelevant')}
        aria-label={t('notRelevantOf', { name })}
        aria-pressed={current?.isRelevant === false}
        disabled={send.isPending}
        onClick={() => judge(false)}
      >
        <ThumbsDown
          aria-hidden="true"
          className={current?.isRelevant === false ? 'fill-red-500 text-red-600' : undefined}
        />
      </Button>
    </div>
  );
  if (!withDetails) return thumbs;
  return (
    <section className="grid gap-3 rounded-md border p-3" aria-label={t('title')}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">{t('title')}</h3>
        {thumbs}
      </div>
      {/* Remounted when the stored judgement changes so the fields start from it. */}
      <FeedbackDetails
        key={`${current?.createdAt ?? 'none'}`}
        current={current}
        isPending={send.isPending}
        onSubmit={(rating, comment) =>
          submit({
            matchIndex,
            isRelevant: current?.isRelevant ?? true,
            rating,
            comment,
          })
        }
      />
    </section>
  );
}

function FeedbackDetails({
  current,
  isPending,
  onSubmit,
}: {
  current: MatchFeedback | undefined;
  isPending: boolean;
  onSubmit: (rating: number | undefined, comment: string | undefined) => void;
}) {
  const { t } = useTranslation('match-feedback');
  const [rating, setRating] = useState(current?.rating ?? 0);
  const [comment, setComment] = useState(current?.comment ?? '');
  const tooLong = comment.trim().length > MATCH_FEEDBACK_COMMENT_MAX;

  const save = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (tooLong) return;
    onSubmit(rating === 0 ? undefined : rating, comment.trim() === '' ? undefined : comment.trim());
  };

  return (
    <form noValidate onSubmit={save} className="grid gap-3">
      <fieldset className="grid gap-1">
        <legend className="text-sm">{t('rating')}</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((value) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={rating === value ? 'default' : 'outline'}
              aria-pressed={rating === value}
              aria-label={t('ratingValue', { value })}
              onClick={() => setRating(rating === value ? 0 : value)}
            >
              {value}
            </Button>
          ))}
        </div>
      </fieldset>
      <label className="grid gap-1 text-sm" htmlFor="match-feedback-comment">
        {t('comment')}
        <Textarea
          id="match-feedback-comment"
          rows={2}
          value={comment}
          aria-invalid={tooLong}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      {tooLong ? (
        <p role="alert" className="text-sm text-destructive">
          {t('commentTooLong', { max: MATCH_FEEDBACK_COMMENT_MAX })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        {current ? null : (
          <span className="text-xs text-muted-foreground">{t('verdictFirst')}</span>
        )}
        <Button type="submit" size="sm" variant="outline" disabled={isPending || !current}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
