export {}; // placeholder: filled in by the retrograde issue
