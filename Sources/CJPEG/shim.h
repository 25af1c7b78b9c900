// libjpeg-turbo (Debian's libjpeg62-turbo-dev), with helpers that decode and encode a whole
// JPEG in memory and turn libjpeg's fatal errors (which exit the process by default) into an
// error code and message.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

struct tether_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static inline void tether_jpeg_error_exit(j_common_ptr cinfo) {
    struct tether_jpeg_error *err = (struct tether_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, err->message);
    longjmp(err->jump, 1);
}

static inline void tether_jpeg_emit_message(j_common_ptr cinfo, int level) {
    (void)cinfo; (void)level;
}

/// Decodes `size` bytes of JPEG into RGB rows, 3 bytes per pixel, in `*pixels` (free with
/// `free`). Returns 0 on success; otherwise 1 with libjpeg's message in `message`. Images of
/// more than `maxPixels` pixels are refused before their pixels are allocated. `*warnings`
/// counts the recoverable problems libjpeg met (a truncated file, say).
static inline int tether_jpeg_decode(const unsigned char *data, unsigned long size, unsigned long maxPixels,
                                     unsigned char **pixels, unsigned int *width, unsigned int *height,
                                     long *warnings, char *message, size_t messageSize) {
    struct jpeg_decompress_struct cinfo;
    struct tether_jpeg_error err;
    unsigned char *volatile buffer = NULL;
    memset(&cinfo, 0, sizeof cinfo);
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = tether_jpeg_error_exit;
    err.base.emit_message = tether_jpeg_emit_message;
    err.message[0] = 0;
    if (setjmp(err.jump)) {
        strncpy(message, err.message, messageSize - 1);
        message[messageSize - 1] = 0;
        jpeg_destroy_decompress(&cinfo);
        free(buffer);
        return 1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, size);
    jpeg_read_header(&cinfo, TRUE);
    cinfo.out_color_space = JCS_RGB;
    jpeg_start_decompress(&cinfo);
    if ((unsigned long)cinfo.output_width * cinfo.output_height > maxPixels) {
        snprintf(message, messageSize, "%ux%u pixels is more than %lu", cinfo.output_width, cinfo.output_height, maxPixels);
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    size_t rowBytes = (size_t)cinfo.output_width * 3;
    buffer = malloc(rowBytes * cinfo.output_height + 1);
    if (!buffer) {
        snprintf(message, messageSize, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        return 1;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        unsigned char *row = buffer + rowBytes * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    *width = cinfo.output_width;
    *height = cinfo.output_height;
    *warnings = err.base.num_warnings;
    *pixels = buffer;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

/// Encodes `width` × `height` RGB pixels (3 bytes each, row by row) as a baseline JPEG of
/// `quality` (1 to 100) into `*out` (`*outSize` bytes; free with `free`). Returns 0 on
/// success; otherwise 1 with libjpeg's message in `message` and nothing in `*out`.
static inline int tether_jpeg_encode(const unsigned char *rgb, unsigned int width, unsigned int height, int quality,
                                     unsigned char **out, unsigned long *outSize, char *message, size_t messageSize) {
    struct jpeg_compress_struct cinfo;
    struct tether_jpeg_error err;
    memset(&cinfo, 0, sizeof cinfo);
    *out = NULL;
    *outSize = 0;
    cinfo.err = jpeg_std_error(&err.base);
    err.base.error_exit = tether_jpeg_error_exit;
    err.base.emit_message = tether_jpeg_emit_message;
    err.message[0] = 0;
    if (setjmp(err.jump)) {
        strncpy(message, err.message, messageSize - 1);
        message[messageSize - 1] = 0;
        jpeg_destroy_compress(&cinfo);
        free(*out);
        *out = NULL;
        *outSize = 0;
        return 1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, out, outSize);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    size_t rowBytes = (size_t)width * 3;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + rowBytes * cinfo.next_scanline);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    return 0;
}
