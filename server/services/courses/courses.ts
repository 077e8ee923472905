import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { courses, type UserRow } from '@/db/schema';
import { forbidden, notFound } from '@/server/errors';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { AuditContext } from '../audit/types';
import { likePattern, type Page, page } from '../shared/pagination';
import { isRowId } from '../shared/row-id';
import { type Course, type CreateCourseInput, type ListCoursesInput, toCourse, type UpdateCourseInput } from './course-schemas';

/** What course services need: the database (or a transaction) and who is acting. */
export type CourseServiceContext = { db: Db; audit: AuditContext };

/** Students read; instructors and admins write (403 otherwise, before the input is judged). */
export function assertMayWriteCourses(user: UserRow): void {
  if (user.role === 'student') throw forbidden('Students cannot create or change courses');
}

/**
 * The courses a user may see: an admin all of them, anyone else only their own. Another
 * instructor's course is therefore "not found", never "forbidden": its existence is not disclosed.
 */
function visibleTo(user: UserRow): SQL | undefined {
  return user.role === 'admin' ? undefined : eq(courses.instructorId, user.id);
}

const sortColumns = { created_at: courses.createdAt, updated_at: courses.updatedAt, title: courses.title, price: courses.price } as const;

export async function listCourses(db: Db, user: UserRow, input: ListCoursesInput): Promise<Page<Course>> {
  const filters: Array<SQL | undefined> = [visibleTo(user)];
  if (input.status) filters.push(eq(courses.status, input.status));
  if (input.difficulty) filters.push(eq(courses.difficulty, input.difficulty));
  if (input.search) {
    const pattern = likePattern(input.search);
    filters.push(or(ilike(courses.title, pattern), ilike(courses.description, pattern)));
  }
  const where = and(...filters);
  const direction = input.sortOrder === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      // The id breaks ties, so pages never repeat or skip a row when sort values are equal.
      .orderBy(direction(sortColumns[input.sortBy]), direction(courses.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ value: count() }).from(courses).where(where),
  ]);
  return page(rows.map(toCourse), total?.value ?? 0, input.limit, input.offset);
}

async function findVisibleCourse(db: Db, user: UserRow, id: string, lock = false) {
  if (!isRowId(id)) return undefined;
  const query = db.select().from(courses).where(and(eq(courses.id, id), visibleTo(user))).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function getCourse(db: Db, user: UserRow, id: string): Promise<Course> {
  const row = await findVisibleCourse(db, user, id);
  if (!row) throw notFound('Course not found');
  return toCourse(row);
}

/** A new course of the caller, always a draft; audited in the same transaction. */
export async function createCourse(context: CourseServiceContext, user: UserRow, input: CreateCourseInput): Promise<Course> {
  assertMayWriteCourses(user);
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({
        instructorId: user.id,
        title: input.title,
        description: input.description ?? null,
        category: input.category ?? null,
        difficulty: input.difficulty ?? null,
        durationMinutes: input.duration ?? null,
        price: input.price ?? null,
        tags: input.tags ?? [],
        status: 'draft',
      })
      .returning();
    await recordAuditEvent(tx, context.audit, { action: 'course.created', targetType: 'course', targetId: row!.id, details: { title: row!.title } });
    return toCourse(row!);
  });
}

/** Changes only the fields sent (status too, only when sent). */
export async function updateCourse(context: CourseServiceContext, user: UserRow, input: UpdateCourseInput): Promise<Course> {
  assertMayWriteCourses(user);
  const { id, duration, ...rest } = input;
  const changes = Object.fromEntries(Object.entries({ ...rest, durationMinutes: duration }).filter(([, value]) => value !== undefined));
  return context.db.transaction(async (tx) => {
    const existing = await findVisibleCourse(tx, user, id, true);
    if (!existing) throw notFound('Course not found');
    const [row] = await tx
      .update(courses)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(courses.id, existing.id))
      .returning();
    await recordAuditEvent(tx, context.audit, { action: 'course.updated', targetType: 'course', targetId: existing.id, details: { fields: Object.keys(changes) } });
    return toCourse(row!);
  });
}

export async function deleteCourse(context: CourseServiceContext, user: UserRow, id: string): Promise<void> {
  assertMayWriteCourses(user);
  await context.db.transaction(async (tx) => {
    const existing = await findVisibleCourse(tx, user, id, true);
    if (!existing) throw notFound('Course not found');
    await tx.delete(courses).where(eq(courses.id, existing.id));
    await recordAuditEvent(tx, context.audit, { action: 'course.deleted', targetType: 'course', targetId: existing.id, details: { title: existing.title } });
  });
}
