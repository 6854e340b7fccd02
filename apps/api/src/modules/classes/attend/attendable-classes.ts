import { z } from 'zod';

export const attendableClasses = z.array(z.object({ id: z.number().int(), class_title: z.string(), dates: z.array(z.string()) }));
