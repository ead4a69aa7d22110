export {}; // placeholder: filled in by the CGT core issue
