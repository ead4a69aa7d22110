export {}; // placeholder: filled in by the octal issue
