#include <fribidi.h>

/* FriBidi's type constants are macros built from bit masks, which Swift does not import;
   these name the few Tether needs. */

/* The paragraph direction UAX #9's rules P2 and P3 find: the first strong character's,
   left to right when there is none. */
static inline FriBidiParType tether_fribidi_par_natural(void) { return FRIBIDI_PAR_ON; }

/* Whether a resolved paragraph direction is right to left. */
static inline int tether_fribidi_par_is_rtl(FriBidiParType direction) { return FRIBIDI_IS_RTL(direction) ? 1 : 0; }

/* Whether a character of this bidi type can make text run right to left: R, AL, AN and the
   right-to-left embeddings, overrides and isolates. Text without one is all left to right. */
static inline int tether_fribidi_type_is_rtl(FriBidiCharType type) {
    return (FRIBIDI_IS_RTL(type) || type == FRIBIDI_TYPE_AN) ? 1 : 0;
}
