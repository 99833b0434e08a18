/**
 * The pictures a home-page task card may name in its frontmatter (`picture:`):
 * each shows what the task does (theme/components/HomeTasks/TaskPicture.tsx
 * draws them). Shared with the frontmatter schema (plugins/source-check).
 */
export const homeTaskPictureNames = ['pix', 'cards', 'payout', 'go-live'] as const;

export type HomeTaskPictureName = (typeof homeTaskPictureNames)[number];
