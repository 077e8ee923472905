import { z } from 'zod';
import type { courses, UserRow } from '@/db/schema';
import { integerInput, listQueryInput, paginationInput, paginationOutput, sortByInput } from '../shared/pagination';
import { rowIdParam } from '../shared/row-id';

/**
 * The course API's contract: the rules of a course, and every answer in the
 * `{success:true, data}` envelope. Field names are snake_case, as the spec shows them.
 */

export const COURSE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;
/** numeric(10, 2): the largest price the column holds. */
const PRICE_MAX = 99_999_999.99;
const DURATION_MAX = 1_000_000;

const title = z
  .string()
  .trim()
  .min(1, 'title must be between 1 and 200 characters')
  .max(200, 'title must be between 1 and 200 characters')
  .meta({ example: 'Introduction to TypeScript' });
const description = z.string().max(10_000, 'description must be at most 10000 characters');
const category = z.string().trim().min(1, 'category must be between 1 and 100 characters').max(100, 'category must be between 1 and 100 characters');
const difficulty = z.enum(COURSE_DIFFICULTIES, { error: `difficulty must be one of ${COURSE_DIFFICULTIES.join(', ')}` });
const duration = integerInput('duration must be an integer')
  .min(1, `duration must be between 1 and ${DURATION_MAX}`)
  .max(DURATION_MAX, `duration must be between 1 and ${DURATION_MAX}`)
  .meta({ description: 'Length in minutes.', example: 120 });
/**
 * Exact to the cent (as payments' amount): a JSON number with at most 2 decimals, kept as the
 * decimal text it was written as and stored in a numeric column, so 19.99 stays 19.99.
 */
const price = z
  .number()
  .gt(0, 'price must be a positive number')
  .max(PRICE_MAX, `price must be at most ${PRICE_MAX}`)
  // Within the range, String() of a number never uses exponent notation and is its shortest exact form.
  .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), 'price must have at most 2 decimal places')
  .transform((value) => String(value))
  .meta({ description: `Greater than 0, at most ${PRICE_MAX}, at most 2 decimals.`, example: 19.99 });
const tags = z
  .array(z.string().min(1, 'each tag must be between 1 and 50 characters').max(50, 'each tag must be between 1 and 50 characters'))
  .max(20, 'tags must have at most 20 entries');
const status = z.enum(COURSE_STATUSES, { error: `status must be one of ${COURSE_STATUSES.join(', ')}` });

export const createCourseInput = z.strictObject({
  title,
  description: description.optional(),
  category: category.optional(),
  difficulty: difficulty.optional(),
  duration: duration.optional(),
  price: price.optional(),
  tags: tags.optional(),
});
export type CreateCourseInput = z.infer<typeof createCourseInput>;

/** The course's id from the path: any text; one that is not a course is a 404, like a missing one. */
export const courseIdInput = z.object({ id: rowIdParam('Course id (UUID).') });

/** Only the fields sent change; `status` only when sent. */
export const updateCourseInput = z.strictObject({
  id: courseIdInput.shape.id,
  title: title.optional(),
  description: description.optional(),
  category: category.optional(),
  difficulty: difficulty.optional(),
  duration: duration.optional(),
  price: price.optional(),
  tags: tags.optional(),
  status: status.optional(),
});
export type UpdateCourseInput = z.infer<typeof updateCourseInput>;

export const courseSortFields = ['created_at', 'updated_at', 'title', 'price'] as const;
export const listCoursesInput = listQueryInput({
  ...paginationInput,
  sortBy: sortByInput(courseSortFields, 'created_at'),
  status: status.optional(),
  difficulty: difficulty.optional(),
  search: z
    .string()
    .min(1, 'search must be between 1 and 200 characters')
    .max(200, 'search must be between 1 and 200 characters')
    .optional()
    .meta({ description: 'Case-insensitive text in the title or the description.' }),
});
export type ListCoursesInput = z.infer<typeof listCoursesInput>;

export const courseSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    difficulty: z.enum(COURSE_DIFFICULTIES).nullable(),
    duration: z.number().int().nullable().meta({ description: 'Minutes.' }),
    price: z.number().nullable().meta({ description: 'Exact price as stored (at most 2 decimals).', example: 19.99 }),
    tags: z.array(z.string()),
    status: z.enum(COURSE_STATUSES),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Course' });
export type Course = z.infer<typeof courseSchema>;

type CourseRow = typeof courses.$inferSelect;
export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    difficulty: row.difficulty,
    duration: row.durationMinutes,
    // numeric text such as "19.99": Number() gives the double JSON writes as 19.99 again.
    price: row.price === null ? null : Number(row.price),
    tags: row.tags,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const courseEnvelope = z.object({ success: z.literal(true), data: courseSchema }).meta({ id: 'CourseEnvelope' });
export const courseListEnvelope = z
  .object({ success: z.literal(true), data: z.array(courseSchema), pagination: paginationOutput })
  .meta({ id: 'CourseListEnvelope' });
export const courseDeletedEnvelope = z
  .object({ success: z.literal(true), message: z.string().meta({ example: 'Course deleted' }) })
  .meta({ id: 'CourseDeletedEnvelope' });

export const userProfileSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['student', 'instructor', 'admin']),
    created_at: z.string(),
    last_login: z.string().nullable(),
  })
  .meta({ id: 'CourseUserProfile' });
export const userProfileEnvelope = z.object({ success: z.literal(true), data: userProfileSchema }).meta({ id: 'UserProfileEnvelope' });

export function toUserProfile(user: UserRow): z.infer<typeof userProfileSchema> {
  return {
    id: user.id,
    email: user.email,
    name: user.username,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    last_login: user.lastLoginAt?.toISOString() ?? null,
  };
}
