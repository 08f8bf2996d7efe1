import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Buttons shown at the inline end of the header. */
  actions?: ReactNode;
}

/** Title block at the top of every signed-in screen. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 border-b pb-6">
      {/* A 16rem basis: on a phone the actions wrap below the title instead of squeezing it until
          its words break ("Memb/ers") and it runs under the back link. */}
      <div className="grid min-w-0 flex-[1_1_16rem] gap-1">
        <h1 className="text-2xl font-bold tracking-tight [overflow-wrap:break-word] sm:text-3xl">
          {title}
        </h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
