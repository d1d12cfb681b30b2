import type { ColSize } from '../../components/ui/form';

/** A console field's column: the whole row, or half of it from md up. */
export const FULL_WIDTH: ColSize = { xs: 12 };
export const HALF_WIDTH: ColSize = { xs: 12, md: 6 };
