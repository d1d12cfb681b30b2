/**
 * A pipeline's board, whatever the records (an opening's job applications, the internship
 * applications): a column per status in the pipeline's order, each with its count and newest cards,
 * every card with its rating summary.
 */
import { BOARD_CARDS_PER_STAGE, type BoardCard } from '#contracts/admin/board';
import type { RatingsRepository } from '../../repositories/ratings.repository';

/** A card as its records' store reads it; the rating is added here. */
export type CardRow = Omit<BoardCard, 'rating'>;

export async function boardColumns<S extends string>(
  statuses: readonly S[],
  /** One status's newest cards (at most `pageSize`) and how many are there in all. */
  page: (status: S, pageSize: number) => Promise<{ items: CardRow[]; total: number }>,
  ratings: RatingsRepository,
) {
  return Promise.all(
    statuses.map(async (status) => {
      const { items, total } = await page(status, BOARD_CARDS_PER_STAGE);
      const rating = await ratings.summaries(items.map((card) => card.id));
      return { status, count: total, cards: items.map((card) => ({ ...card, rating: rating(card.id) })) };
    }),
  );
}
