#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <hb.h>
#include <hb-ft.h>
#include FT_TRUETYPE_TABLES_H
#include <hb-ot.h>
