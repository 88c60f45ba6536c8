// The libedit headers, named explicitly: <histedit.h> for the native API.
#include <histedit.h>
