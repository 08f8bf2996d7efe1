import { and, asc, desc, eq, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { exportTemplateConfigurationSchema } from '@sanctions/contracts';
import type {
  ExportTemplate,
  ExportTemplateConfiguration,
  createExportTemplateRequestSchema,
  updateExportTemplateRequestSchema,
} from '@sanctions/contracts';
import { EXPORT_TEMPLATE_TYPES } from '@sanctions/contracts';
import type { DbOrTx } from '../../../db/client';
import { exportTemplates } from '../../../db/schema/search';
import { users } from '../../../db/schema/users';
import { AppError } from '../../../lib/app-error';

type CreateInput = z.output<typeof createExportTemplateRequestSchema>;
type UpdateInput = z.output<typeof updateExportTemplateRequestSchema>;
type TemplateRow = typeof exportTemplates.$inferSelect;

export interface TemplateCaller {
  id: string;
  organizationId: string | null;
}

const NOT_FOUND_MESSAGE = 'Export template not found';
const templateTypeOf = (value: string) =>
  EXPORT_TEMPLATE_TYPES.find((type) => type === value) ?? 'general';

function toView(row: TemplateRow, callerId: string): ExportTemplate {
  const isOwn = row.userId === callerId;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    templateType: templateTypeOf(row.templateType),
    configuration: exportTemplateConfigurationSchema.parse(row.configuration),
    // "Default" is the owner's choice; another member sees a shared template as not theirs.
    isDefault: isOwn && row.isDefault,
    isPublic: row.isPublic,
    isOwn,
    lastUsed: row.lastUsed?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller's own templates and their organisation's public ones: the default first, then by name. */
export async function listExportTemplates(
  db: DbOrTx,
  caller: TemplateCaller,
): Promise<ExportTemplate[]> {
  const shared =
    caller.organizationId === null
      ? undefined
      : and(eq(exportTemplates.isPublic, true), eq(users.organizationId, caller.organizationId));
  const rows = await db
    .select({ template: exportTemplates })
    .from(exportTemplates)
    .innerJoin(users, eq(users.id, exportTemplates.userId))
    .where(
      shared === undefined
        ? eq(exportTemplates.userId, caller.id)
        : or(eq(exportTemplates.userId, caller.id), shared),
    )
    .orderBy(
      desc(exportTemplates.isDefault),
      asc(exportTemplates.name),
      asc(exportTemplates.createdAt),
    );
  const views = rows.map((row) => toView(row.template, caller.id));
  return [...views.filter((view) => view.isDefault), ...views.filter((view) => !view.isDefault)];
}

/** One default per user: making a template the default clears the others'. */
async function clearOtherDefaults(db: DbOrTx, userId: string, keepId: string): Promise<void> {
  await db
    .update(exportTemplates)
    .set({ isDefault: false })
    .where(and(eq(exportTemplates.userId, userId), ne(exportTemplates.id, keepId)));
}

export async function createExportTemplate(
  db: DbOrTx,
  caller: TemplateCaller,
  input: CreateInput,
  now: Date,
): Promise<ExportTemplate> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(exportTemplates)
      .values({
        userId: caller.id,
        name: input.name,
        description:
          input.description === undefined || input.description === '' ? null : input.description,
        templateType: input.templateType,
        configuration: input.configuration,
        isDefault: input.isDefault,
        isPublic: input.isPublic,
        createdAt: now,
      })
      .returning();
    if (row === undefined) throw new AppError('INTERNAL');
    if (row.isDefault) await clearOtherDefaults(tx, caller.id, row.id);
    return toView(row, caller.id);
  });
}

/** Only the owner changes a template: a shared or unknown one answers 404. */
export async function updateExportTemplate(
  db: DbOrTx,
  caller: TemplateCaller,
  id: string,
  input: UpdateInput,
): Promise<ExportTemplate> {
  const changes: Partial<typeof exportTemplates.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined)
    changes.description =
      input.description === null || input.description === '' ? null : input.description;
  if (input.templateType !== undefined) changes.templateType = input.templateType;
  if (input.configuration !== undefined) changes.configuration = input.configuration;
  if (input.isDefault !== undefined) changes.isDefault = input.isDefault;
  if (input.isPublic !== undefined) changes.isPublic = input.isPublic;
  const own = and(eq(exportTemplates.id, id), eq(exportTemplates.userId, caller.id));
  return db.transaction(async (tx) => {
    const [row] =
      Object.keys(changes).length === 0
        ? await tx.select().from(exportTemplates).where(own)
        : await tx.update(exportTemplates).set(changes).where(own).returning();
    if (row === undefined) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
    if (input.isDefault === true) await clearOtherDefaults(tx, caller.id, row.id);
    return toView(row, caller.id);
  });
}

export async function deleteExportTemplate(
  db: DbOrTx,
  caller: TemplateCaller,
  id: string,
): Promise<void> {
  const [row] = await db
    .delete(exportTemplates)
    .where(and(eq(exportTemplates.id, id), eq(exportTemplates.userId, caller.id)))
    .returning({ id: exportTemplates.id });
  if (row === undefined) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
}

/**
 * The configuration of a template the caller may use (their own, or one their organisation shares),
 * stamping its last use; another's or an unknown template answers 404.
 */
export async function takeExportTemplateForUse(
  db: DbOrTx,
  caller: TemplateCaller,
  id: string,
  now: Date,
): Promise<ExportTemplateConfiguration> {
  const visible = (await listExportTemplates(db, caller)).find((template) => template.id === id);
  if (visible === undefined) throw new AppError('NOT_FOUND', NOT_FOUND_MESSAGE);
  await db.update(exportTemplates).set({ lastUsed: now }).where(eq(exportTemplates.id, id));
  return visible.configuration;
}
